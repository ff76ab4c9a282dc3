import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { NotificationList } from './notification-list';

afterEach(cleanup);

describe('NotificationList', () => {
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
