import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testContainer, testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { stubAlert } from '@/test/alert';
import EditContainerPage from './edit-container-page';

const owner = testUser({ _id: 's'.repeat(24), isSeller: true });
const container = testContainer();

const alert = stubAlert();

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);

/** The owner on the Edit page of `loaded`, the API answering it; `sent` collects the PUT bodies. */
function editAsOwner(loaded: typeof container, termsLocked: boolean) {
  setCurrentUser(owner);
  const sent: unknown[] = [];
  stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/containers/single/${loaded._id}`) return { body: loaded };
    if (method === 'GET' && path === `/containers/${loaded._id}/edit-state`) return { body: { termsLocked } };
    if (method === 'PUT' && path === `/containers/${loaded._id}`) return (sent.push(body), { body: { ...loaded, ...(body as object) } });
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderWithApp(
    <Routes>
      <Route path="/container/:id/edit" element={<EditContainerPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: `/container/${loaded._id}/edit` },
  );
  return { sent, ...rendered };
}

describe('EditContainerPage', () => {
  it('shows the location, type, tax clearance and price held by open bookings up front; the rest still saves', async () => {
    const { sent, user, location } = editAsOwner(container, true);

    const reason = await screen.findByText(MESSAGES.containerTermsLocked);
    // Tax clearance is a term too (decision 2313): who pays customs is part of the price.
    for (const label of ['Container type', 'Tax clearance']) {
      const select = field(label) as HTMLSelectElement;
      expect(select.disabled, label).toBe(true);
      expect(select.getAttribute('aria-describedby'), label).toContain(reason.id);
    }
    for (const label of ['Location country', 'Location city', 'Price per CBM (¥ RMB)']) {
      expect((field(label) as HTMLInputElement).readOnly, label).toBe(true);
      expect(field(label).getAttribute('aria-describedby')?.split(' '), label).toContain(reason.id);
    }
    expect((field('Cargo type') as HTMLInputElement).readOnly).toBe(false);

    await user.clear(field('Available space (CBM)'));
    await user.type(field('Available space (CBM)'), '10');
    await user.click(screen.getByRole('button', { name: MESSAGES.saveChanges }));
    await waitFor(() => expect(location()).toBe(`/container/${container._id}`));
    expect(sent[0]).toMatchObject({ availableSpaceCBM: 10, containerType: '40ft', taxClearance: container.taxClearance, locationCity: 'Shenzhen', priceRMB: 800 });
    expect(alert).not.toHaveBeenCalled();
  });

  it('saves an edit that leaves a departure already past as it was, and refuses moving it into the past (decision 2460)', async () => {
    const sailed = testContainer({ departureDate: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10) });
    const { sent, user, location } = editAsOwner(sailed, false);

    const departure = await screen.findByLabelText<HTMLInputElement>('Departure date');
    // The picker reaches back to the kept date, so the browser does not flag it either.
    expect(departure.min).toBe(sailed.departureDate);
    const dayBefore = new Date(Date.parse(sailed.departureDate) - 86_400_000).toISOString().slice(0, 10);
    await user.clear(departure);
    await user.type(departure, dayBefore);
    await user.click(screen.getByRole('button', { name: MESSAGES.saveChanges }));
    expect(await screen.findByText(MESSAGES.departureDatePast)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(departure);
    await user.type(departure, sailed.departureDate);
    await user.clear(field('Cargo type'));
    await user.type(field('Cargo type'), 'Tiles and general merchandise');
    await user.click(screen.getByRole('button', { name: MESSAGES.saveChanges }));
    await waitFor(() => expect(location()).toBe(`/container/${sailed._id}`));
    expect(sent[0]).toMatchObject({ departureDate: sailed.departureDate, cargoType: 'Tiles and general merchandise' });
  });

  it('does not ask for more days on a container that sailed after its days ran out: they would open nothing (decision 2520)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    const sailed = testContainer({ createdAt: day(-35).toISOString(), expirationDays: 30, departureDate: day(-2).toISOString().slice(0, 10) });
    editAsOwner(sailed, false);

    const days = await screen.findByLabelText('Listing expires after (days)');
    const note = document.getElementById(days.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-ends'))!)!;
    expect(note.textContent).toMatch(/It departed on .+: it takes no more bookings, whatever the days\.$/);
    expect(note.textContent).not.toContain('Choose more days');
  });
});
