import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';

/** Decision 2311: the hint shows under a new-password field while its value starts or ends with a space. */
export async function expectSpaceHint(user: UserEvent, field: HTMLElement) {
  await user.type(field, 'harbour-lantern');
  expect(screen.queryByText(MESSAGES.passwordEdgeSpace)).toBeNull();
  await user.type(field, ' ');
  const hint = screen.getByText(MESSAGES.passwordEdgeSpace);
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  await user.clear(field);
  await user.type(field, ' harbour-lantern');
  expect(screen.getByText(MESSAGES.passwordEdgeSpace)).toBeTruthy();
  await user.clear(field);
  await user.type(field, 'harbour lantern');
  expect(screen.queryByText(MESSAGES.passwordEdgeSpace)).toBeNull();
}
