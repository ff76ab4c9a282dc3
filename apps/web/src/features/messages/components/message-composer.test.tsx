import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
