import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContainer, testGig } from '@/test/factories';
import { ARABIC_CITY, ARABIC_TITLE, expectIsolated } from '@/test/bidi';
import { renderWithApp } from '@/test/render';
import { ContainerCard } from '../containers/container-card';
import { GigCard } from '../gigs/gig-card';

afterEach(cleanup);

describe('gig and container cards', () => {
  it('isolate the title and the cities from the badges, arrows and countries around them (decision 2313)', () => {
    renderWithApp(<GigCard gig={testGig({ title: ARABIC_TITLE, departureCity: 'قوانغتشو', destinationCity: ARABIC_CITY })} />);
    for (const text of [ARABIC_TITLE, 'قوانغتشو', ARABIC_CITY]) expectIsolated(text);
    cleanup();
    renderWithApp(<ContainerCard container={testContainer({ title: ARABIC_TITLE, locationCity: ARABIC_CITY })} />);
    for (const text of [ARABIC_TITLE, ARABIC_CITY]) expectIsolated(text);
  });

  it('say "Fully booked" once orders took all the space, not the 40 kg a gig without a figure gets', () => {
    renderWithApp(<GigCard gig={testGig({ availableSpace: 0 })} />);
    expect(screen.getByText('Space').nextElementSibling?.textContent).toBe('Fully booked');
    cleanup();
    renderWithApp(<ContainerCard container={testContainer({ availableSpaceCBM: 0 })} />);
    expect(screen.getByText('Space').nextElementSibling?.textContent).toBe('Fully booked');
    cleanup();
    renderWithApp(<GigCard gig={testGig({ availableSpace: 7.5 })} />);
    expect(screen.getByText('Space').nextElementSibling?.textContent).toBe('7.5 kg');
  });

  it("count a container's days to its departure and read DEPARTED once it sailed, with days still to run (decision 2460)", () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    renderWithApp(<ContainerCard container={testContainer({ departureDate: day(-1), expirationDays: 30 })} />);
    expect(screen.getByText('DEPARTED').closest('[data-status]')?.getAttribute('data-status')).toBe('expired');
    cleanup();
    // Days counted to 12:00 UTC on the departure date, not to the end of the listing's 30 days.
    renderWithApp(<ContainerCard container={testContainer({ departureDate: day(5), expirationDays: 30 })} />);
    expect(screen.getByText(/^EXP in [56] days$/)).toBeTruthy();
    cleanup();
    renderWithApp(<ContainerCard container={testContainer({ createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString(), departureDate: day(5), expirationDays: 30 })} />);
    expect(screen.getByText('EXPIRED')).toBeTruthy();
  });
});
