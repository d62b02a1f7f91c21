import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test/setup';
import { renderScreen } from '../test/render';
import { SearchableSelect, SELECT_WINDOW_THRESHOLD } from './searchable-select';

// Select lists over 100 options are windowed (spec 01 section 9): the country list has ~250.

// jsdom lays nothing out; give the scroll box a height so the window renders its rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 260 }));
afterAll(() => clientHeight && Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight));

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `c${i}`, label: `Country ${String(i).padStart(3, '0')}` }));

describe('SearchableSelect', () => {
  it('renders every option of a short list', async () => {
    renderScreen(<SearchableSelect label="Role" data={options(5)} value={null} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('textbox', { name: 'Role' }));
    expect(await screen.findAllByRole('option')).toHaveLength(5);
  });

  it('renders only a window of a list over the threshold, and typing still finds any option', async () => {
    renderScreen(<SearchableSelect label="Country" data={options(250)} value={null} onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Country' });
    fireEvent.click(field);
    const shown = await screen.findAllByRole('option');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(SELECT_WINDOW_THRESHOLD);
    fireEvent.change(field, { target: { value: 'Country 249' } });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Country 249']);
  });
});
