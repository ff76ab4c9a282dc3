import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@spaceshare/shared/schemas/notification';
import { ARABIC_TITLE, expectIsolated } from '@/test/bidi';
import { renderWithApp } from '@/test/render';
import { NotificationList } from './notification-list';

afterEach(cleanup);

const note = (n: Partial<Notification>): Notification => ({
  _id: 'n'.repeat(24),
  type: 'request_new',
  text: '',
  link: '/requests',
  read: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  ...n,
});

describe('NotificationList', () => {
  it('isolates the quoted titles and the text of a message in each line (decision 2313)', () => {
    renderWithApp(
      <NotificationList
        items={[
          note({ _id: 'a'.repeat(24), text: `kofi asked for 2 kg on "${ARABIC_TITLE}"` }),
          note({ _id: 'b'.repeat(24), type: 'order_completed', text: `The order "${ARABIC_TITLE} 2" with Deleted user is completed` }),
          note({ _id: 'c'.repeat(24), type: 'message', text: 'kofi: مرحبا، هل المساحة متاحة؟', link: '/message/x' }),
        ]}
      />,
    );
    expectIsolated(`"${ARABIC_TITLE}"`);
    expectIsolated(`"${ARABIC_TITLE} 2"`);
    expectIsolated('مرحبا، هل المساحة متاحة؟');
  });

  it('gives a notification the time of day the chat gives its message: 24-hour HH:mm, not 01:09 PM', () => {
    const sentAt = new Date(2026, 10, 20, 13, 9).toISOString();
    renderWithApp(
      <NotificationList items={[{ _id: 'n1', type: 'message', text: 'New message from ama', link: '/message/a', read: false, createdAt: sentAt }]} />,
    );
    const time = screen.getByTestId('notification').querySelector('time');
    expect(time?.textContent).toMatch(/, 13:09$/);
    expect(time?.textContent).not.toMatch(/[AP]M/i);
  });
});
