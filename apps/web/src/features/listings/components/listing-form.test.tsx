import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { GIG_FORM_DEFAULTS, gigFormSchema, type GigFormInput } from '@spaceshare/shared/schemas/gig';
import { ApiError } from '@/lib/api-client';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { stubAlert } from '@/test/alert';
import { Link } from 'react-router';
import { Field, FormSection, ListingFormPage, SpaceAndPriceSection, TitleAboutSection, useListingForm } from './listing-form';

type Route = 'departureCountry' | 'departureCity' | 'destinationCountry' | 'destinationCity';
const ROUTE: [Route, string][] = [
  ['departureCountry', 'Departure country'],
  ['departureCity', 'Departure city'],
  ['destinationCountry', 'Destination country'],
  ['destinationCity', 'Destination city'],
];

function GigForm({ send, inline, draft }: { send: (input: GigFormInput) => Promise<unknown>; inline?: boolean; draft?: { form: string; version?: string; noun: string } }) {
  const form = useListingForm({
    inline,
    draft,
    id: 'gig',
    defaults: GIG_FORM_DEFAULTS,
    schema: gigFormSchema,
    save: useMutation({ mutationFn: send }),
    saved: 'Your gig is live!',
    failed: MESSAGES.failedCreateGig,
    home: '/mygigs',
  });
  return (
    <ListingFormPage form={form} title="Add New Gig" intro="" submitLabel="Create Gig" pendingLabel="Creating...">
      <TitleAboutSection form={form} legend="Your trip" titlePlaceholder="" aboutPlaceholder="" />
      <FormSection legend="Route">
        {ROUTE.map(([key, label]) => (
          <Field key={key} htmlFor={form.id(key)} label={label}>
            <input {...form.bind(key)} />
          </Field>
        ))}
      </FormSection>
      <SpaceAndPriceSection form={form} space="availableSpace" unit="kg" priceSuffix="¥/kg" />
      <Link to="/elsewhere">Elsewhere</Link>
    </ListingFormPage>
  );
}

// Each step fixes the field the previous alert was about; the next alert must be about the next field.
const STEPS: { label: string; value: string; alert: string }[] = [
  { label: 'Title', value: 'Guangzhou to Accra, 20 kg', alert: MESSAGES.aboutMin },
  { label: 'About', value: 'Flying on the 3rd; I take sealed boxes, books and clothes, no liquids.', alert: MESSAGES.departureCountryRequired },
  { label: 'Departure country', value: 'China', alert: MESSAGES.departureCityRequired },
  { label: 'Departure city', value: 'Guangzhou', alert: MESSAGES.destinationCountryRequired },
  { label: 'Destination country', value: 'Ghana', alert: MESSAGES.destinationCityRequired },
  { label: 'Destination city', value: 'Accra', alert: MESSAGES.availableSpacePositive },
  { label: 'Available space (kg)', value: '20.5', alert: MESSAGES.pricePositive },
  { label: 'Price per kg (¥ RMB)', value: '80', alert: MESSAGES.expirationDaysPositive },
];

const alert = stubAlert();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useListingForm', () => {
  it('alerts one problem at a time in the spec order and focuses its field', async () => {
    const send = vi.fn();
    const { user } = renderWithApp(<GigForm send={send} />, { path: '/add' });
    const submit = () => user.click(screen.getByRole('button', { name: 'Create Gig' }));

    await submit();
    expect(alert).toHaveBeenLastCalledWith(MESSAGES.titleRequired);
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));

    for (const [i, step] of STEPS.entries()) {
      await user.type(screen.getByLabelText(step.label), step.value);
      await submit();
      expect(alert).toHaveBeenLastCalledWith(step.alert);
      const next = STEPS[i + 1]?.label ?? 'Listing expires after (days)';
      expect(document.activeElement).toBe(screen.getByLabelText(next));
    }
    expect(alert).toHaveBeenCalledTimes(STEPS.length + 1);
    expect(send).not.toHaveBeenCalled();
  });

  it('reports a bad value of a filled field before the fields after it', async () => {
    const { user } = renderWithApp(<GigForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Title'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));
    expect(alert).toHaveBeenLastCalledWith(MESSAGES.titleMin);
  });

  it('sends the parsed values, then toasts and goes to the owner list', async () => {
    const send = vi.fn(async (input: GigFormInput) => input);
    const { user, location } = renderWithApp(<GigForm send={send} />, { path: '/add' });
    for (const step of STEPS) await user.type(screen.getByLabelText(step.label), step.value);
    await user.type(screen.getByLabelText('Listing expires after (days)'), '7');
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));

    await waitFor(() => expect(location()).toBe('/mygigs'));
    expect(alert).not.toHaveBeenCalled();
    expect(send.mock.calls[0]![0]).toMatchObject({ title: 'Guangzhou to Accra, 20 kg', availableSpace: 20.5, priceRMB: 80, expirationDays: 7 });
    expect(screen.getByText('Your gig is live!')).toBeTruthy();
  });

  it("alerts the server's refusal after the spec's prefix and stays", async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(400, 'x', { message: 'Title is not allowed' }));
    const { user, location } = renderWithApp(<GigForm send={send} />, { path: '/add' });
    for (const step of STEPS) await user.type(screen.getByLabelText(step.label), step.value);
    await user.type(screen.getByLabelText('Listing expires after (days)'), '7');
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(`${MESSAGES.failedCreateGig}Title is not allowed`));
    expect(location()).toBe('/add');
  });
});

/** Fills the form valid, in one change per field (typing each letter is slow). */
function fillAll() {
  for (const step of STEPS) fireEvent.change(screen.getByLabelText(step.label), { target: { value: step.value } });
  fireEvent.change(screen.getByLabelText('Listing expires after (days)'), { target: { value: '7' } });
}

describe('useListingForm keeps and explains (decision 2312)', () => {
  it("reads '7,5' kg as 7.5, and refuses '1,000.5' rather than guess", async () => {
    const send = vi.fn(async (input: GigFormInput) => input);
    const { user, location } = renderWithApp(<GigForm send={send} />, { path: '/add' });
    fillAll();
    const space = screen.getByLabelText('Available space (kg)');
    fireEvent.change(space, { target: { value: '1,000.5' } });
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));
    expect(alert).toHaveBeenLastCalledWith(MESSAGES.numberGrouped);
    expect(document.activeElement).toBe(space);

    fireEvent.change(space, { target: { value: '7,5' } });
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));
    await waitFor(() => expect(location()).toBe('/mygigs'));
    expect(send.mock.calls[0]![0]).toMatchObject({ availableSpace: 7.5 });
  });

  it('shows the problem under its field, follows it as it is typed in, and drops it once valid', async () => {
    const { user } = renderWithApp(<GigForm send={vi.fn()} />, { path: '/add' });
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));
    const title = screen.getByLabelText('Title');
    const said = () => document.getElementById('gig-error');
    expect(said()?.textContent).toBe(MESSAGES.titleRequired);
    expect(title.closest('.field')?.contains(said()!)).toBe(true);
    expect(title.getAttribute('aria-describedby')?.split(' ')).toContain('gig-error');

    fireEvent.change(title, { target: { value: 'abc' } });
    expect(said()?.textContent).toBe(MESSAGES.titleMin);
    fireEvent.change(title, { target: { value: 'Guangzhou to Accra' } });
    expect(said()).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('on an edit form, says the problem next to the field it focuses, with no alert', async () => {
    const { user } = renderWithApp(<GigForm send={vi.fn()} inline />, { path: '/edit' });
    fillAll();
    const price = screen.getByLabelText('Price per kg (¥ RMB)');
    fireEvent.change(price, { target: { value: '0' } });
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));
    expect(alert).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(price);
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe(MESSAGES.pricePositive);
    expect(price.closest('.field')?.contains(error)).toBe(true);
  });

  it('lets a link leave a form nothing was changed in', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const send = vi.fn(async (input: GigFormInput) => input);
    const { user, location } = renderWithApp(<GigForm send={send} />, { path: '/add' });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(location()).toBe('/elsewhere');
  });

  it('asks before a link leaves an edited form; Cancel stays, and a saved form goes unasked', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const send = vi.fn(async (input: GigFormInput) => input);
    const { user, location } = renderWithApp(<GigForm send={send} />, { path: '/add' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Guangzhou to Accra' } });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGES.listingLeaveUnsaved);
    expect(location()).toBe('/add');

    fillAll();
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));
    await waitFor(() => expect(location()).toBe('/mygigs'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});

describe('useListingForm with a draft (decision 2440)', () => {
  const DRAFT = { form: 'gig:new', noun: 'gig' };
  const ABOUT = 'Flying on the 3rd; I take sealed boxes, books and clothes, no liquids.';
  const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('spaceshare:form-draft:'));
  beforeEach(() => {
    localStorage.clear();
    setCurrentUser(testUser());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCurrentUser();
  });

  it('keeps what is typed when the form goes, restores it with a note, and Discard empties it', async () => {
    const first = renderWithApp(<GigForm send={vi.fn()} draft={DRAFT} />, { path: '/add' });
    expect(screen.queryByTestId('draft-note')).toBeNull();
    fireEvent.change(screen.getByLabelText('About'), { target: { value: ABOUT } });
    // Unmounted at once (Back), before the pause that writes the draft.
    first.unmount();
    expect(drafts()).toHaveLength(1);

    const { user } = renderWithApp(<GigForm send={vi.fn()} draft={DRAFT} />, { path: '/add' });
    expect((screen.getByLabelText('About') as HTMLTextAreaElement).value).toBe(ABOUT);
    expect(screen.getByTestId('draft-note').textContent).toMatch(/^Draft restored: what you typed on .+ is back\. It is not saved yet\./);
    await user.click(screen.getByRole('button', { name: MESSAGES.discardDraft }));
    expect((screen.getByLabelText('About') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByTestId('draft-note').textContent).toBe(MESSAGES.draftDiscarded);
    expect(document.activeElement).toBe(screen.getByTestId('draft-note'));
    expect(drafts()).toEqual([]);
  });

  it('writes the draft a moment after typing stops', async () => {
    renderWithApp(<GigForm send={vi.fn()} draft={DRAFT} />, { path: '/add' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Guangzhou to Accra' } });
    expect(drafts()).toEqual([]);
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 3000 });
  });

  it('keeps no draft once saved, nor after a sign-out that takes the form away', async () => {
    const send = vi.fn(async (input: GigFormInput) => input);
    const { user, location } = renderWithApp(<GigForm send={send} draft={DRAFT} />, { path: '/add' });
    for (const step of STEPS) fireEvent.change(screen.getByLabelText(step.label), { target: { value: step.value } });
    fireEvent.change(screen.getByLabelText('Listing expires after (days)'), { target: { value: '7' } });
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Create Gig' }));
    await waitFor(() => expect(location()).toBe('/mygigs'));
    cleanup();
    expect(drafts()).toEqual([]);

    const again = renderWithApp(<GigForm send={send} draft={DRAFT} />, { path: '/add' });
    fireEvent.change(screen.getByLabelText('About'), { target: { value: ABOUT } });
    clearCurrentUser();
    again.unmount();
    expect(drafts()).toEqual([]);
  });

  it('says the draft is kept when a link leaves, and asks as before when the storage refuses it', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderWithApp(<GigForm send={vi.fn()} draft={DRAFT} />, { path: '/add' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Guangzhou to Accra' } });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenLastCalledWith(MESSAGES.listingLeaveDraftKept);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Guangzhou to Accra, 20 kg' } });
    await waitFor(async () => {
      await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
      expect(confirm).toHaveBeenLastCalledWith(MESSAGES.listingLeaveUnsaved);
    });
  });
});
