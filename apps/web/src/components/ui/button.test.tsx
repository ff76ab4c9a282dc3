import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

/** A form whose submit button is `inactive` while `busy`; counts the submits. */
function renderForm(busy: boolean | undefined) {
  const sent: number[] = [];
  render(
    <form
      onSubmit={(e) => {
        e.preventDefault();
        sent.push(sent.length + 1);
      }}
    >
      <input aria-label="Text" />
      <Button type="submit" inactive={busy}>
        Send review
      </Button>
    </form>,
  );
  return sent;
}

describe('Button', () => {
  it('sends once for a double-click, before the form has had time to say it is busy', async () => {
    const sent = renderForm(false);
    await userEvent.setup().dblClick(screen.getByRole('button', { name: 'Send review' }));
    expect(sent).toEqual([1]);
  });

  it('still takes two separate clicks, and Enter in a field', async () => {
    const sent = renderForm(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await user.type(screen.getByLabelText('Text'), 'Good trip{Enter}');
    expect(sent).toEqual([1, 2, 3]);
  });

  it('ignores clicks while inactive, but stays focusable and says it is disabled', async () => {
    const sent = renderForm(true);
    const button = screen.getByRole('button', { name: 'Send review' });
    await userEvent.setup().click(button);
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('leaves buttons that are never inactive alone: both clicks of a double-click count', async () => {
    let clicks = 0;
    render(<Button onClick={() => clicks++}>+1 kg</Button>);
    await userEvent.setup().dblClick(screen.getByRole('button', { name: '+1 kg' }));
    expect(clicks).toBe(2);
  });
});
