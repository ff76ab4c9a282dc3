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

  it('keeps the typed text on the first Escape and gives it up for the chosen country on the second', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Kenya" />);
    const box = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    await user.click(box);
    await user.clear(box);
    await user.type(box, 'Gha');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('Gha');
    await user.keyboard('{Escape}');
    expect(box.value).toBe('Kenya');
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

  it('reads three letters as a code only in capitals when leaving the field: "KEN" is Kenya, "Aus" is unfinished', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'Aus');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('');
    await user.type(box, 'KEN');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('Kenya');
    await user.clear(box);
    await user.type(box, 'UK');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('United Kingdom');
  });

  it('lists names that start with the query (or match its code) before names that contain it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'us');
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names[0]).toBe('United States');
    expect(names).toContain('Australia');
    expect(names.indexOf('Australia')).toBeGreaterThan(0);
  });

  it('puts the main routes\' countries first among the names that start alike: "Chi" and Enter is China', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'Chi');
    expect(screen.getAllByRole('option').map((o) => o.textContent).slice(0, 2)).toEqual(['China', 'Chile']);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('China');

    await user.clear(box);
    await user.type(box, 'ni');
    expect(screen.getAllByRole('option').map((o) => o.textContent).slice(0, 3)).toEqual(['Nigeria', 'Nicaragua', 'Niger']);
  });

  it('matches without accents or punctuation, and by the aliases people type', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    const first = async (typed: string) => {
      await user.clear(box);
      await user.type(box, typed);
      return screen.getAllByRole('option')[0]!.textContent;
    };
    expect(await first('cote d')).toBe("Côte d'Ivoire");
    expect(await first('ivory')).toBe("Côte d'Ivoire");
    expect(await first('guinea bissau')).toBe('Guinea-Bissau');
    expect(await first('uk')).toBe('United Kingdom');
    expect(await first('usa')).toBe('United States');
    expect(await first('NI')).toBe('Nicaragua');
    expect(await first('drc')).toBe(screen.getAllByRole('option').find((o) => o.textContent?.includes('Congo'))?.textContent);
  });

  it('chooses an option with the mouse', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'keny');
    await user.click(screen.getByRole('option', { name: 'Kenya' }));
    expect(screen.getByTestId('value').textContent).toBe('Kenya');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('jumps to the first and last option with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'guinea');
    const options = screen.getAllByRole('option');
    await user.keyboard('{End}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options.at(-1)!.id);
    await user.keyboard('{Home}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
  });

  it('keeps the value when leaving with an unknown name, and clears it when leaving empty', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Ghana" />);
    const box = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    await user.clear(box);
    await user.type(box, 'Atlantis');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('Ghana');
    expect(box.value).toBe('Ghana');
    await user.clear(box);
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('keeps Enter inside the open list when nothing matches: the form around it is not sent', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted++;
        }}
      >
        <Harness />
        <button type="submit">Create account</button>
      </form>,
    );
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'Atlantis');
    expect(screen.getByRole('option').textContent).toBe('No countries match “Atlantis”');
    await user.keyboard('{Enter}');
    expect(submitted).toBe(0);
    // Closed, Enter sends the form as in any field.
    await user.keyboard('{Escape}{Enter}');
    expect(submitted).toBe(1);
  });
});
