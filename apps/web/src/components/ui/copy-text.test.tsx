import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyText } from './copy-text';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const shown = (button: HTMLElement) => [...button.children].filter((word) => !word.className.includes('idle')).map((word) => word.textContent);

describe('CopyText', () => {
  it('copies the text, says so for two seconds in the same room, and offers to copy again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<CopyText text="#7C8D9E" label="order number" />);
    const button = screen.getByRole('button', { name: 'Copy order number #7C8D9E' });
    expect(shown(button)).toEqual(['Copy']);
    // Both words are always laid out (one hidden), so the button never changes width.
    expect(button.textContent).toBe('CopyCopied');

    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('#7C8D9E');
    expect(shown(button)).toEqual(['Copied']);
    expect(screen.getByRole('status').textContent).toBe('Copied order number #7C8D9E');

    act(() => vi.advanceTimersByTime(2000));
    expect(shown(button)).toEqual(['Copy']);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('selects the text for Ctrl+C where the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    render(<CopyText text="#7C8D9E" label="order number" />);
    const button = screen.getByRole('button', { name: 'Copy order number #7C8D9E' });
    await user.click(button);
    expect(window.getSelection()?.toString()).toBe('#7C8D9E');
    expect(shown(button)).toEqual(['Copy']);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
