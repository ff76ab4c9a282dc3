import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const KEY = 'u1:c1';

function setup(result = true) {
  const onSend = vi.fn(async (_text: string, _clientKey: string) => result);
  const onType = vi.fn();
  render(<MessageComposer draftKey={KEY} sending={false} onSend={onSend} onType={onType} />);
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { onSend, onType, box, user: userEvent.setup() };
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const { onSend, onType, box, user } = setup();
    expect(box.placeholder).toBe('Type your message...');
    await user.type(box, '  hello there  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('hello there', expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(box.value).toBe('');
    expect(onType).toHaveBeenCalled();
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const { onSend, box, user } = setup();
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('line one\nline two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('line one\nline two', expect.stringMatching(/^[0-9a-f]{32}$/));
  });

  it('counts near the limit and says when a paste did not fit, instead of cutting it without a word', async () => {
    const { box, user } = setup();
    await user.type(box, 'Hi ');
    expect(screen.queryByTestId('message-count')).toBeNull();
    box.setSelectionRange(3, 3);
    await user.paste('x'.repeat(2500));
    expect(box.value).toHaveLength(2000);
    expect(screen.getByRole('status').textContent).toBe('Only the first 2000 characters fit in one message: send the rest in another');
    expect(screen.getByTestId('message-count').textContent).toBe('2000/2000');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByTestId('message-count').id);
    // Shortened again, the note goes; a paste that fits says nothing.
    await user.type(box, '{Backspace}');
    expect(screen.queryByRole('status')).toBeNull();
    await user.paste('y');
    expect(screen.queryByRole('status')).toBeNull();
    // Sent at the limit, the note goes with the text.
    await user.paste('z'.repeat(10));
    expect(screen.getByRole('status')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(box.value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never sends blank text', async () => {
    const { onSend, box, user } = setup();
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('leaves Enter to the input method while it is composing', async () => {
    const { onSend, box, user } = setup();
    await user.type(box, 'ni hao');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('ni hao', expect.stringMatching(/^[0-9a-f]{32}$/));
  });

  it('keeps the focus in the box while the message goes', async () => {
    let release = () => {};
    function Thread() {
      const [sending, setSending] = useState(false);
      const onSend = async () => {
        setSending(true);
        await new Promise<void>((resolve) => (release = resolve));
        setSending(false);
        return true;
      };
      return <MessageComposer draftKey={KEY} sending={sending} onSend={onSend} onType={() => {}} />;
    }
    render(<Thread />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await userEvent.setup().type(box, 'hello{Enter}');
    // Read-only, not disabled: a browser drops the focus of a disabled textarea.
    expect(box.readOnly).toBe(true);
    expect(document.activeElement).toBe(box);
    release();
    await waitFor(() => expect(box.readOnly).toBe(false));
    expect(document.activeElement).toBe(box);
  });

  it('puts the draft back when sending failed, with a retry that sends it again', async () => {
    const { onSend, box, user } = setup(false);
    await user.type(box, 'try again{Enter}');
    expect(box.value).toBe('try again');
    const retry = await screen.findByRole('button', { name: 'Not sent, tap to retry' });
    onSend.mockResolvedValueOnce(true);
    await user.click(retry);
    // The same message again, with the same key: the server may have taken the first one (decision 2301).
    const firstKey = onSend.mock.calls[0]?.[1];
    expect(onSend).toHaveBeenLastCalledWith('try again', firstKey);
    expect(onSend).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Not sent, tap to retry' })).toBeNull());
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('disables the box and the button while sending', () => {
    render(<MessageComposer draftKey={KEY} sending onSend={vi.fn()} onType={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(box.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('MessageComposer drafts (docs/decisions/1803)', () => {
  const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  const mount = (onSend: (text: string, clientKey: string) => Promise<boolean>, key = KEY) =>
    render(<MessageComposer key={key} draftKey={key} sending={false} onSend={onSend} onType={() => {}} />);

  it('keeps what is typed for the next opening of the conversation, per user and conversation', async () => {
    const user = userEvent.setup();
    const first = mount(vi.fn(async () => true));
    await user.type(box(), 'half a thought');
    first.unmount();
    // A reload of the tab: the same conversation opens with it, without a note.
    mount(vi.fn(async () => true));
    expect(box().value).toBe('half a thought');
    expect(screen.queryByTestId('draft-not-sent')).toBeNull();
    cleanup();
    // Another conversation, or another account in this tab, starts empty.
    mount(vi.fn(async () => true), 'u1:c2');
    expect(box().value).toBe('');
    cleanup();
    mount(vi.fn(async () => true), 'u2:c1');
    expect(box().value).toBe('');
  });

  it('forgets the draft once the message is sent', async () => {
    const user = userEvent.setup();
    const first = mount(vi.fn(async () => true));
    await user.type(box(), 'see you there{Enter}');
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    first.unmount();
    mount(vi.fn(async () => true));
    expect(box().value).toBe('');
  });

  it('offers a message again, saying it was not sent, when the page went before the send failed (a session that ended)', async () => {
    const user = userEvent.setup();
    let fail = (_ok: boolean) => {};
    let firstKey = '';
    const first = mount((_text, clientKey) => {
      firstKey = clientKey;
      return new Promise<boolean>((resolve) => (fail = resolve));
    });
    await user.type(box(), '  Can you take 5 kg?  {Enter}');
    expect(box().value).toBe('');
    // The 401 signs the browser out: the guard takes the page away, then the send fails.
    first.unmount();
    fail(false);
    await Promise.resolve();

    const onSend = vi.fn(async () => true);
    mount(onSend);
    expect(box().value).toBe('Can you take 5 kg?');
    expect(screen.getByTestId('draft-not-sent').textContent).toBe('This message was not sent. It is still here: press Send to send it.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Can you take 5 kg?', firstKey);
    expect(screen.queryByTestId('draft-not-sent')).toBeNull();
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('does not offer again a message still on its way (queued offline) when the conversation opens again', async () => {
    const user = userEvent.setup();
    let deliver = (_ok: boolean) => {};
    const first = mount(() => new Promise<boolean>((resolve) => (deliver = resolve)));
    await user.type(box(), 'queued{Enter}');
    first.unmount();
    mount(vi.fn(async () => true));
    expect(box().value).toBe('');
    expect(screen.queryByTestId('draft-not-sent')).toBeNull();
    // Delivered once online: nothing is left to offer.
    deliver(true);
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('keeps a message that failed while the page stayed, for a reload', async () => {
    const user = userEvent.setup();
    const first = mount(vi.fn(async () => false));
    await user.type(box(), 'no network{Enter}');
    expect(await screen.findByRole('button', { name: 'Not sent, tap to retry' })).toBeTruthy();
    first.unmount();
    mount(vi.fn(async () => true));
    expect(box().value).toBe('no network');
    expect(screen.getByTestId('draft-not-sent')).toBeTruthy();
    // Emptied by hand, it is dropped: the note goes and nothing comes back.
    await user.clear(box());
    expect(screen.queryByTestId('draft-not-sent')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('sends a draft kept before message keys (no unsentKey) with a fresh key, and an edited message with a new one', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(`spaceshare:draft:${KEY}`, JSON.stringify({ text: 'from the old release', unsent: 'from the old release' }));
    const onSend = vi.fn(async (_text: string, _clientKey: string) => false);
    mount(onSend);
    expect(box().value).toBe('from the old release');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const [, oldKey] = onSend.mock.calls[0] ?? [];
    expect(oldKey).toMatch(/^[0-9a-f]{32}$/);
    // Not sent, and changed before sending again: another message, another key.
    await user.type(box(), '!');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('from the old release!', expect.not.stringMatching(oldKey as string));
  });
});
