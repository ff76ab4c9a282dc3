import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

afterEach(cleanup);

function setup(result = true) {
  const onSend = vi.fn(async (_text: string) => result);
  const onType = vi.fn();
  render(<MessageComposer sending={false} onSend={onSend} onType={onType} />);
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { onSend, onType, box, user: userEvent.setup() };
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const { onSend, onType, box, user } = setup();
    expect(box.placeholder).toBe('Type your message...');
    await user.type(box, '  hello there  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('hello there');
    expect(box.value).toBe('');
    expect(onType).toHaveBeenCalled();
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const { onSend, box, user } = setup();
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('line one\nline two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('line one\nline two');
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
    expect(onSend).toHaveBeenCalledExactlyOnceWith('ni hao');
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
      return <MessageComposer sending={sending} onSend={onSend} onType={() => {}} />;
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
    expect(onSend).toHaveBeenLastCalledWith('try again');
    expect(onSend).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Not sent, tap to retry' })).toBeNull());
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('disables the box and the button while sending', () => {
    render(<MessageComposer sending onSend={vi.fn()} onType={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(box.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('true');
  });
});
