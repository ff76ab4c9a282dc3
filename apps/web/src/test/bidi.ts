import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Arabic words as people write them: a title and a city, right to left. */
export const ARABIC_TITLE = 'شحن أمتعة من قوانغتشو إلى أكرا';
export const ARABIC_CITY = 'أكرا';

/**
 * `text` (people's own words) is shown in an element of its own that isolates it from the line
 * around it: a <bdi>, or an element with dir="auto" (decision 2313).
 */
export function expectIsolated(text: string) {
  const found = screen.getAllByText(text);
  for (const element of found) {
    const isolating = element.closest('bdi, [dir="auto"]');
    expect(isolating, `"${text}" is isolated`).not.toBeNull();
    expect(isolating!.textContent, `"${text}" is isolated alone`).toBe(text);
  }
}
