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

  it('never sends blank text', async () => {
    const { onSend, box, user } = setup();
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaves Enter to the input method while it is composing', async () => {
    const { onSend, box, user } = setup();
    await user.type(box, 'ni hao');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('ni hao');
  });

  it('gives the focus back to the box once the message has gone', async () => {
    function Thread() {
      const [sending, setSending] = useState(false);
      const onSend = async () => {
        setSending(true);
        await new Promise((resolve) => setTimeout(resolve, 0));
        // A browser drops the focus of a disabled textarea (jsdom does not): the page has it now.
        screen.getByTestId('page').focus();
        setSending(false);
        return true;
      };
      return (
        <div tabIndex={-1} data-testid="page">
          <MessageComposer sending={sending} onSend={onSend} onType={() => {}} />
        </div>
      );
    }
    render(<Thread />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.setup().type(box, 'hello{Enter}');
    await waitFor(() => expect((box as HTMLTextAreaElement).disabled).toBe(false));
    expect(document.activeElement).toBe(box);
  });

  it('puts the draft back when sending failed', async () => {
    const { box, user } = setup(false);
    await user.type(box, 'try again{Enter}');
    expect(box.value).toBe('try again');
  });

  it('disables the box and the button while sending', () => {
    render(<MessageComposer sending onSend={vi.fn()} onType={vi.fn()} />);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
