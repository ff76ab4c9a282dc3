import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi, type ApiAnswer } from '@/test/render';
import ConversationPage from './conversation-page';

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

const open = (answer: ApiAnswer) => {
  setCurrentUser(testUser({ _id: 'b'.repeat(24) }));
  stubApi(() => answer);
  renderWithApp(
    <Routes>
      <Route path="/message/:id" element={<ConversationPage />} />
    </Routes>,
    { path: '/message/nonexistent' },
  );
};

describe('ConversationPage', () => {
  it('offers no composer for a thread that does not exist', async () => {
    open({ status: 404, body: { message: 'Conversation not found' } });
    expect(await screen.findByText(MESSAGES.messagesFailed)).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('keeps the composer when the network failed, so sending can tell when it is back', async () => {
    open({ status: 503 });
    expect(await screen.findByText(MESSAGES.messagesFailed, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Message')).toBeTruthy();
  });
});
