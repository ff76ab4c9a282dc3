import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountrySelect } from './country-select';

afterEach(cleanup);

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="c">Country</label>
      <CountrySelect id="c" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('CountrySelect', () => {
  it('filters by what is typed and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'ghan');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options[0]!.textContent).toBe('Ghana');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('Ghana');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('Ghana');
  });

  it('moves with the arrow keys and closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Kenya" />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.click(box);
    expect(screen.getByRole('option', { name: 'Kenya' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Kiribati');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('value').textContent).toBe('Kenya');
  });

  it('lists every country with its flag and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.click(box);
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(193);
    expect(screen.getByRole('option', { name: 'China' }).querySelector('img')?.getAttribute('src')).toBe('/flags/cn.svg');
    await user.type(box, 'zzzz');
    expect(screen.getByRole('option').textContent).toContain('No countries match');
  });

  it('accepts a typed full name when leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'south africa');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('South Africa');
  });
});
