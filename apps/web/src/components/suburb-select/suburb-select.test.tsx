import '../../test/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SuburbOption } from '@portal/domain/api/reference';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { BIRDSVILLE, buildBookingOptions, buildSuburb, SYDNEY } from '../booking/test-options';
import { SuburbSelect } from './suburb-select';
import { createSuburbSearch } from './suburb-search';

const SUBURBS = buildBookingOptions().suburbs;

// jsdom lays nothing out; give the scroll box a height so the window renders its rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 272 }));
afterAll(() => clientHeight && Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight));

function Harness({ onChange, error }: { onChange: (option: SuburbOption) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <SuburbSelect
      label="Sender Suburb"
      suburbs={SUBURBS}
      value={value}
      error={error}
      onChange={(option) => {
        setValue(option.value);
        onChange(option);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Sender Suburb' });
const results = () => screen.getByTestId('suburb-results');

describe('suburb search', () => {
  it('matches label text in any case, prefix matches first, and narrows as the query grows', () => {
    const search = createSuburbSearch(SUBURBS);
    const labels = (query: string) => search(query).map((index) => SUBURBS[index]!.label);
    expect(labels('syd')).toEqual(['Sydney 2000 NSW', 'North Sydney 2060 NSW']);
    expect(labels('sydn')).toEqual(['Sydney 2000 NSW', 'North Sydney 2060 NSW']);
    expect(labels('north sydney')).toEqual(['North Sydney 2060 NSW']);
    expect(labels('  SYDNEY 2000 ')).toEqual(['Sydney 2000 NSW']);
    expect(labels('')).toHaveLength(SUBURBS.length);
    expect(labels('zzz')).toEqual([]);
  });

  // How fast is the bench's to say (npm run bench: keystroke to rendered results).
  it('narrows 18,000 labels keystroke by keystroke', () => {
    const many = Array.from({ length: 18_000 }, (_, i) => buildSuburb(`PLACE ${i}`, 'VIC', String(3000 + (i % 999)), ['MEL']));
    const search = createSuburbSearch(many);
    const counts = ['p', 'pl', 'place', 'place 1', 'place 12', 'place 123'].map((query) => search(query).length);
    expect(counts).toEqual([18_000, 18_000, 18_000, 9_111, 1_111, 111]);
  });
});

describe('suburb select (spec 02 sections 2 and 9)', () => {
  it('is a labelled combobox that windows a long result list', () => {
    renderScreen(<Harness onChange={vi.fn()} />);
    fireEvent.focus(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(results().id);
    expect(results().getAttribute('role')).toBe('listbox');
    expect(results().getAttribute('data-count')).toBe(String(SUBURBS.length));
    // 36 results, above the threshold of 20: only the rows in view and a few more are drawn.
    expect(within(results()).getAllByRole('option').length).toBeLessThan(SUBURBS.length);
  });

  it('filters as the user types and chooses by click', () => {
    const onChange = vi.fn();
    renderScreen(<Harness onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'sydney' } });
    expect(results().getAttribute('data-query')).toBe('sydney');
    const options = within(results()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sydney 2000 NSW', 'North Sydney 2060 NSW']);
    fireEvent.click(options[1]!);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ label: 'North Sydney 2060 NSW' }));
    expect((input() as HTMLInputElement).value).toBe('North Sydney 2060 NSW');
  });

  it('is driven by the keyboard: arrows move the active option, Enter chooses', () => {
    const onChange = vi.fn();
    renderScreen(<Harness onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'syd' } });
    const first = within(results()).getAllByRole('option')[0]!;
    expect(input().getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown', code: 'ArrowDown' });
    const second = within(results()).getAllByRole('option')[1]!;
    expect(input().getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(SUBURBS.find((s) => s.label === 'North Sydney 2060 NSW'));
  });

  it('lists unavailable suburbs and lets them be chosen, so the step can report them', () => {
    const onChange = vi.fn();
    renderScreen(<Harness onChange={onChange} error={`${BIRDSVILLE.label} is not available!`} />);
    fireEvent.change(input(), { target: { value: 'birds' } });
    const option = within(results()).getByRole('option');
    expect(option.textContent).toBe('Birdsville 4482 QLD (not available)');
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(BIRDSVILLE);
    const message = screen.getByText('Birdsville 4482 QLD is not available!');
    expect(input().getAttribute('aria-describedby')).toContain(message.id);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('does not open when disabled', () => {
    renderScreen(<SuburbSelect label="Receiver Suburb" suburbs={SUBURBS} value={SYDNEY.value} onChange={vi.fn()} disabled />);
    const box = screen.getByRole('combobox', { name: 'Receiver Suburb' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.value).toBe('Sydney 2000 NSW');
    fireEvent.focus(box);
    expect(screen.queryByTestId('suburb-results')).toBeNull();
  });
});
