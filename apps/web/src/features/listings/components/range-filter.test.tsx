import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { RangeFilter } from './range-filter';

afterEach(cleanup);

function renderFilter(min = '', max = '') {
  const onApply = vi.fn();
  render(<RangeFilter legend="Budget" unit="¥ per kg" min={min} max={max} onApply={onApply} />);
  const user = userEvent.setup();
  const lo = screen.getByLabelText<HTMLInputElement>('Budget minimum');
  const hi = screen.getByLabelText<HTMLInputElement>('Budget maximum');
  const apply = async (a: string, b: string) => {
    await user.clear(lo);
    if (a) await user.type(lo, a);
    await user.clear(hi);
    if (b) await user.type(hi, b);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
  };
  return { onApply, lo, hi, apply };
}

describe('RangeFilter', () => {
  it('is checked by the app, not the browser: the form has noValidate and takes any text', () => {
    const { lo } = renderFilter();
    expect(lo.form?.noValidate).toBe(true);
    expect(lo.type).toBe('text');
    expect(lo.inputMode).toBe('decimal');
  });

  it('applies fractional budgets as the server reads them, written plainly', async () => {
    const { onApply, apply } = renderFilter();
    await apply('0.5', ' 12.50 ');
    expect(onApply).toHaveBeenLastCalledWith('0.5', '12.5');
    await apply('1e3', '');
    expect(onApply).toHaveBeenLastCalledWith('1000', '');
    // A reversed range is swapped, as before.
    await apply('80', '20');
    expect(onApply).toHaveBeenLastCalledWith('20', '80');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it.each([
    ['-50', MESSAGES.priceFilterInvalid],
    ['abc', MESSAGES.priceFilterInvalid],
    ['0x10', MESSAGES.priceFilterInvalid],
    ['1e309', MESSAGES.priceFilterTooLarge],
    ['2147483648', MESSAGES.priceFilterTooLarge],
  ])('says why %s is refused beside the inputs, on the field, and applies nothing', async (typed, message) => {
    const { onApply, lo, hi, apply } = renderFilter();
    await apply(typed, '100');
    expect(onApply).not.toHaveBeenCalled();
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe(message);
    expect(lo.getAttribute('aria-invalid')).toBe('true');
    expect(lo.getAttribute('aria-describedby')).toBe(error.id);
    expect(hi.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(lo);
  });

  it('points at the maximum when it is the bad one, and clears the message once both are good', async () => {
    const { onApply, lo, hi, apply } = renderFilter();
    await apply('10', '-1');
    expect(hi.getAttribute('aria-invalid')).toBe('true');
    expect(lo.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(hi);
    await apply('10', '20');
    expect(onApply).toHaveBeenLastCalledWith('10', '20');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(hi.getAttribute('aria-invalid')).toBeNull();
    expect(hi.getAttribute('aria-describedby')).toBeNull();
  });
});
