import { describe, expect, it } from 'vitest';
import { changePercent, laneChanges, laneDiff } from './lane-diff';
import { RATE_SHEET_MESSAGES as M } from './rate-sheet-messages';
import { buildRateLane, WORKED_BANDS } from './test-lanes';

// An import's preview (issue 27): each lane of the file against the version's, by its identity.

const bneSyd = buildRateLane();
const sydBne = buildRateLane({ depotFrom: 'SYD', depotTo: 'BNE' });
const chiller = buildRateLane({ freightType: 'Chiller', basicCharge: 30 });
const cumulative = buildRateLane({ freightType: 'Freezer', breaks: { method: 'cumulative', bands: WORKED_BANDS } });

describe('laneChanges', () => {
  it('names each changed field old -> new with the percentage, one decimal', () => {
    // (0.3406 - 0.3244) / 0.3244 = 4.99%; (40 - 48.31) / 48.31 = -17.2%.
    expect(laneChanges(bneSyd, { ...bneSyd, ratePerKg: 0.3406, minimumCharge: 40, pickupAllowed: false })).toEqual([
      'Pickup allowed Yes -> No',
      'Rate per kg 0.3244 -> 0.3406 (+5.0%)',
      'Minimum charge 48.31 -> 40 (-17.2%)',
    ]);
    expect(laneChanges(bneSyd, { ...bneSyd })).toEqual([]);
  });

  it('gives no percentage for a change from 0', () => {
    expect(laneChanges({ ...bneSyd, basicCharge: 0 }, bneSyd)).toEqual(['Basic charge 0 -> 26.79']);
  });

  it('names the pricing and each band changed, added or removed', () => {
    const [first, second] = WORKED_BANDS;
    const after = { ...cumulative, breaks: { method: 'break' as const, bands: [first, { ...second, toKg: null, ratePerKg: 0.47 }] } };
    expect(laneChanges(cumulative, after)).toEqual([
      'Pricing Cumulative -> Break',
      'Band 2 to kg 600 -> no end',
      'Band 2 rate per kg 0.45 -> 0.47 (+4.4%)',
      'Band 3 removed: 601 to 700 kg at 0.4 a kg',
    ]);
    expect(laneChanges({ ...cumulative, breaks: null }, cumulative)).toEqual([
      'Pricing Per kg -> Cumulative',
      'Band 1 added: 0 to 500 kg at 0.5 a kg',
      'Band 2 added: 501 to 600 kg at 0.45 a kg',
      'Band 3 added: 601 to 700 kg at 0.4 a kg',
    ]);
  });

  it('signs the percentage and rounds it to one decimal', () => {
    expect([changePercent(100, 105), changePercent(100, 95), changePercent(3, 4), changePercent(100, 100.001), changePercent(100, 99.999)]).toEqual([
      '+5.0%',
      '-5.0%',
      '+33.3%',
      '+0.0%',
      '+0.0%',
    ]);
  });
});

describe('laneDiff', () => {
  it('sorts the file lanes into added, changed and unchanged, and the version lanes it lacks into removed', () => {
    const raised = { ...chiller, basicCharge: 31.5 };
    const added = buildRateLane({ depotTo: 'MEL' });
    const special = { ...bneSyd, isDefault: false, basicCharge: 20 };
    const diff = laneDiff(
      [bneSyd, sydBne, chiller, cumulative],
      [
        { row: 2, lane: added },
        { row: 3, lane: bneSyd },
        { row: 4, lane: raised },
        { row: 5, lane: special },
        { row: 6, lane: cumulative },
      ],
    );
    expect(diff).toEqual({
      added: [added, special],
      changed: [{ before: chiller, after: raised, changes: ['Basic charge 30 -> 31.5 (+5.0%)'] }],
      removed: [sydBne],
      unchanged: 2,
      duplicates: [],
    });
  });

  it('refuses a lane named twice, at its later rows, naming both rows', () => {
    const diff = laneDiff([bneSyd], [
      { row: 3, lane: bneSyd },
      { row: 5, lane: sydBne },
      { row: 9, lane: { ...bneSyd, ratePerKg: 1 } },
      { row: 12, lane: bneSyd },
    ]);
    expect(diff.duplicates).toEqual([
      { row: 9, column: '', message: 'A lane BNE to SYD, General appears twice: rows 3 and 9.' },
      { row: 12, column: '', message: M.duplicateLane('BNE to SYD, General', 3, 12) },
    ]);
    expect(diff).toMatchObject({ added: [sydBne], changed: [], unchanged: 1 });
  });
});
