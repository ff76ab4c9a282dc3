import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { DAY_MS } from '@spaceshare/shared/rules/expiry';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { testGig, testUser } from '@/test/factories';
import { renderWithApp, stubApi, type ApiAnswer } from '@/test/render';
import { stubAlert } from '@/test/alert';
import EditGigPage from './edit-gig-page';

const owner = testUser({ _id: 's'.repeat(24), isSeller: true });
const gig = testGig();
const PATH = `/gig/${gig._id}/edit`;

const alert = stubAlert();

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

/**
 * The edit page at its route, against a server whose GET answers `current()`, whose edit state says
 * the terms are `locked()`, and whose PUT answers `put`.
 */
function renderEdit(
  current: () => Gig,
  put: (body: unknown) => ApiAnswer = (body) => ({ body: { ...current(), ...(body as object) } }),
  locked: () => boolean = () => false,
) {
  const sent: unknown[] = [];
  stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/gigs/single/${gig._id}`) return { body: current() };
    if (method === 'GET' && path === `/gigs/${gig._id}/edit-state`) return { body: { termsLocked: locked() } };
    if (method === 'PUT' && path === `/gigs/${gig._id}`) return (sent.push(body), put(body));
    return { status: 404, body: { message: 'Not found' } };
  });
  const view = renderWithApp(
    <Routes>
      <Route path="/gig/:id/edit" element={<EditGigPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: PATH },
  );
  return { ...view, sent };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => screen.getByRole('button', { name: MESSAGES.saveChanges });

describe('EditGigPage', () => {
  it('fills the form with the gig and saves the whole form, legacy fields and the loaded space included', async () => {
    setCurrentUser(owner);
    const { user, sent, location } = renderEdit(() => gig);

    expect(await screen.findByRole('heading', { name: MESSAGES.editGig })).toBeTruthy();
    expect(field('Title').value).toBe(gig.title);
    expect(field('Departure city').value).toBe('Guangzhou');
    expect(field('Available space (kg)').value).toBe('20');
    expect(field('Price per kg (¥ RMB)').value).toBe('60');
    expect(field('Listing expires after (days)').value).toBe('30');

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Guangzhou to Accra, 15 kg left');
    await user.clear(field('Price per kg (¥ RMB)'));
    await user.type(field('Price per kg (¥ RMB)'), '75');
    await user.click(save());

    await waitFor(() => expect(location()).toBe(`/gig/${gig._id}`));
    expect(alert).not.toHaveBeenCalled();
    expect(sent).toEqual([
      {
        title: 'Guangzhou to Accra, 15 kg left',
        about: gig.about,
        departureCountry: 'China',
        departureCity: 'Guangzhou',
        destinationCountry: 'Ghana',
        destinationCity: 'Accra',
        availableSpace: 20,
        priceRMB: 75,
        expirationDays: 30,
        cat: gig.cat,
        cover: gig.cover,
        images: gig.images,
        desc: gig.desc,
        shortTitle: gig.shortTitle,
        shortDesc: gig.shortDesc,
        deliveryTime: gig.deliveryTime,
        revisionNumber: gig.revisionNumber,
        features: gig.features,
        price: gig.price,
        spaceWas: 20,
      },
    ]);
    expect(screen.getByText(MESSAGES.gigUpdated)).toBeTruthy();
  });

  it('on a 409 puts the space left into the field, says why beside it (no alert), focuses it, and sends it as spaceWas next time', async () => {
    setCurrentUser(owner);
    let current = gig;
    let conflicts = 1;
    const { user, sent, location } = renderEdit(
      () => current,
      (body) => {
        if (conflicts-- > 0) {
          // A buyer's booking took 6 kg between loading and saving.
          current = { ...gig, availableSpace: 14 };
          return { status: 409, body: { message: MESSAGES.listingSpaceChanged } };
        }
        return { body: { ...current, ...(body as object) } };
      },
    );

    const space = await screen.findByLabelText<HTMLInputElement>('Available space (kg)');
    await user.clear(space);
    await user.type(space, '25');
    await user.click(save());

    await waitFor(() => expect(document.activeElement).toBe(field('Available space (kg)')));
    expect(field('Available space (kg)').value).toBe('14');
    expect(field('Available space (kg)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.listingSpaceChanged);
    expect(field('Available space (kg)').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(alert).not.toHaveBeenCalled();
    expect(location()).toBe(PATH);

    await user.click(save());
    await waitFor(() => expect(location()).toBe(`/gig/${gig._id}`));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ availableSpace: 14, spaceWas: 14 });
  });

  it('says when the gig ends with the days typed, counted from posting, and when that is past', async () => {
    setCurrentUser(owner);
    const posted = new Date(Date.now() - 10 * DAY_MS).toISOString();
    const at = (days: number) => formatDate(new Date(Date.parse(posted) + days * DAY_MS).toISOString());
    const { user } = renderEdit(() => ({ ...gig, createdAt: posted }));
    const days = await screen.findByLabelText<HTMLInputElement>('Listing expires after (days)');
    const note = () => document.getElementById(days.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(note()).toBe(`Days count from the day it was posted, ${formatDate(posted)}: it ends on ${at(30)}.`);
    await user.clear(days);
    await user.type(days, '45');
    expect(note()).toBe(`Days count from the day it was posted, ${formatDate(posted)}: it ends on ${at(45)}.`);
    await user.clear(days);
    await user.type(days, '7');
    expect(note()).toBe(`Days count from the day it was posted, ${formatDate(posted)}: it ended on ${at(7)}. Choose more days to open it again.`);
  });

  it('shows the route and price read-only up front while bookings hold them, with the reason tied to each', async () => {
    setCurrentUser(owner);
    const { user, sent, location } = renderEdit(() => gig, undefined, () => true);
    const price = await screen.findByLabelText<HTMLInputElement>('Price per kg (¥ RMB)');
    const reason = screen.getByText(MESSAGES.gigTermsLocked);
    for (const label of ['Departure country', 'Departure city', 'Destination country', 'Destination city', 'Price per kg (¥ RMB)']) {
      expect(field(label).readOnly, label).toBe(true);
      expect(field(label).getAttribute('aria-describedby')?.split(' '), label).toContain(reason.id);
    }
    for (const label of ['Title', 'Available space (kg)', 'Listing expires after (days)']) expect(field(label).readOnly, label).toBe(false);

    await user.type(price, '5');
    expect(price.value).toBe('60');
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Guangzhou to Accra, new words');
    await user.click(save());
    await waitFor(() => expect(location()).toBe(`/gig/${gig._id}`));
    expect(sent[0]).toMatchObject({ title: 'Guangzhou to Accra, new words', priceRMB: 60, destinationCity: 'Accra' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('says a refusal once, on the page (no alert), and locks the terms a booking took meanwhile', async () => {
    setCurrentUser(owner);
    let booked = false;
    const { user, location } = renderEdit(
      () => gig,
      () => ((booked = true), { status: 400, body: { message: MESSAGES.gigTermsLocked } }),
      () => booked,
    );
    const price = await screen.findByLabelText<HTMLInputElement>('Price per kg (¥ RMB)');
    expect(price.readOnly).toBe(false);
    await user.clear(price);
    await user.type(price, '75');
    await user.click(save());

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(MESSAGES.gigTermsLocked);
    expect(document.activeElement).toBe(refusal);
    expect(alert).not.toHaveBeenCalled();
    expect(location()).toBe(PATH);
    // The page asked again: the price is held now, back at what buyers booked.
    await waitFor(() => expect(field('Price per kg (¥ RMB)').readOnly).toBe(true));
    expect(field('Price per kg (¥ RMB)').value).toBe('60');
  });

  it('says a problem of the form beside its field, with no alert', async () => {
    setCurrentUser(owner);
    const { user, sent } = renderEdit(() => gig);
    await user.clear(await screen.findByLabelText('Title'));
    await user.click(save());
    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.titleRequired);
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(alert).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it("says so instead of the form on someone else's gig", async () => {
    setCurrentUser(testUser({ _id: 'o'.repeat(24), isSeller: true }));
    renderEdit(() => gig);
    expect(await screen.findByText('This is not your gig')).toBeTruthy();
    expect(screen.getByRole('heading', { name: MESSAGES.editGig })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.saveChanges })).toBeNull();
  });

  it("gives the server's reason instead of the form on a completed gig", async () => {
    setCurrentUser(owner);
    renderEdit(() => ({ ...gig, isCompleted: true }));
    expect(await screen.findByText(MESSAGES.listingEditCompleted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.saveChanges })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to the gig/ }).getAttribute('href')).toBe(`/gig/${gig._id}`);
  });

  it('says a missing gig is missing under the page heading, with the way back to My Gigs', async () => {
    setCurrentUser(owner);
    stubApi(() => ({ status: 404, body: { message: MESSAGES.gigNotFound } }));
    renderWithApp(
      <Routes>
        <Route path="/gig/:id/edit" element={<EditGigPage />} />
      </Routes>,
      { path: PATH },
    );
    expect(await screen.findByText('This listing does not exist or was removed.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.editGig })).toBeTruthy();
    expect(screen.getByRole('link', { name: /My Gigs/ }).getAttribute('href')).toBe('/mygigs');
  });
});
