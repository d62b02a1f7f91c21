import '../../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, signInAs } from '../../../../test/factories';
import { renderScreen } from '../../../../test/render';
import { buildBookingOptions, buildItem } from '../../test-options';
import { DangerousGoodsStep, dangerousGoodsCanAdvance, type DangerousGoodsValue } from './dangerous-goods-step';

const START: DangerousGoodsValue = {
  _dgHas: null,
  dgClasses: [],
  freightList: [buildItem({ key: '1' }), buildItem({ key: '2', description: 'Paint' })],
};

function Harness({ start = START, locked, showErrors }: { start?: DangerousGoodsValue; locked?: boolean; showErrors?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DangerousGoodsStep
        value={value}
        onChange={(patch) => setValue((current) => ({ ...current, ...patch }))}
        options={buildBookingOptions()}
        locked={locked}
        showErrors={showErrors}
      />
      <output>{dangerousGoodsCanAdvance(value) ? 'can advance' : 'cannot advance'}</output>
    </>
  );
}

const status = () => screen.getByRole('status').textContent;
const tile = (name: string) => screen.getByRole('checkbox', { name });

describe('dangerous goods step (spec 02 sections 4 and 5)', () => {
  it('asks yes or no, shows the 15 class tiles with placards, and allows Next per the rules', () => {
    renderScreen(<Harness />);
    expect(status()).toBe('cannot advance');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(status()).toBe('can advance');
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(status()).toBe('cannot advance');
    const tiles = within(screen.getByRole('group', { name: 'Dangerous goods classes' })).getAllByRole('checkbox');
    expect(tiles).toHaveLength(15);
    expect(screen.getByRole('img', { name: 'Class 3 Flammable Liquids' })).toBeTruthy();
    fireEvent.click(tile('Class 3 Flammable Liquids'));
    expect(tile('Class 3 Flammable Liquids').getAttribute('aria-checked')).toBe('true');
    expect(status()).toBe('can advance');
  });

  it('refuses class 1 and more classes than line items', () => {
    renderScreen(<Harness start={{ ...START, _dgHas: true }} />);
    fireEvent.click(tile('Class 1 Explosives'));
    expect(screen.getByText('The selected dangerous goods classes cannot be booked online.')).toBeTruthy();
    fireEvent.click(tile('Class 1 Explosives'));
    fireEvent.click(tile('Class 3 Flammable Liquids'));
    fireEvent.click(tile('Class 8 Corrosive Substances'));
    fireEvent.click(tile('Class 9 Miscellaneous Dangerous Goods'));
    expect(screen.getByText('Number of Dangerous Goods classes cannot exceed number of line items.')).toBeTruthy();
    expect(status()).toBe('cannot advance');
  });

  it('fills the technical name from the UN code lookup and shows the lookup error on the UN code', async () => {
    signInAs();
    mockFetch((url) =>
      url.includes('code=1203')
        ? jsonResponse({ description: 'GASOLINE or PETROL', result: { message: '' } })
        : jsonResponse({ error: 'UN 9999 is not a class 3 dangerous good.' }, { status: 400 }),
    );
    renderScreen(<Harness start={{ ...START, _dgHas: true, dgClasses: ['dgClass3'] }} />);
    const item = within(screen.getByRole('group', { name: 'Item 1' }));
    fireEvent.click(item.getByRole('combobox', { name: 'Class' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Class 3 Flammable Liquids' }));
    fireEvent.change(item.getByRole('textbox', { name: 'UN Code' }), { target: { value: '1203' } });
    await waitFor(() => expect((item.getByRole('textbox', { name: 'Technical Name' }) as HTMLInputElement).value).toBe('GASOLINE or PETROL'));
    fireEvent.change(item.getByRole('textbox', { name: 'UN Code' }), { target: { value: '3550' } });
    const error = await item.findByText('UN 9999 is not a class 3 dangerous good.');
    expect(item.getByRole('textbox', { name: 'UN Code' }).getAttribute('aria-describedby')).toContain(error.id);
    expect((item.getByRole('textbox', { name: 'Technical Name' }) as HTMLInputElement).value).toBe('');
  });

  it('lists every message with the item number once Next found errors', () => {
    renderScreen(<Harness start={{ ...START, _dgHas: true, dgClasses: ['dgClass3'] }} showErrors />);
    expect(
      screen.getByText('You must specify at least one freight item corresponding to each dangerous goods class selected.'),
    ).toBeTruthy();
  });

  it('shows the quoted notices and keeps the answer when locked', () => {
    const { unmount } = renderScreen(<Harness start={{ ...START, _dgHas: true, dgClasses: ['dgClass3'] }} locked />);
    expect(screen.getByText("Dangerous Goods can't be amended as it was selected as part of the quoting process")).toBeTruthy();
    expect((tile('Class 3 Flammable Liquids') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderScreen(<Harness start={{ ...START, _dgHas: false }} locked />);
    expect(screen.getByText("Dangerous Goods can't be selected as it wasn't part of the quoting process")).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(status()).toBe('can advance');
  });
});
