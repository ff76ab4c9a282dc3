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
});
