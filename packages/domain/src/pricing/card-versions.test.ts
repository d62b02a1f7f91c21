import { describe, expect, it } from 'vitest';
import { carrierDay, carrierDayStart, versionInForce, versionStatuses, type DatedVersion } from './card-versions';

// Versions take effect at 00:00 on the carrier's clock (issue 27): Brisbane, 10 hours ahead of
// UTC all year; Sydney for a zone with daylight saving.

const BRISBANE = 'Australia/Brisbane';

describe('the carrier day', () => {
  it('turns at midnight in Brisbane, 14:00 UTC the day before', () => {
    expect(carrierDay(Date.UTC(2026, 11, 1, 13, 59, 59), BRISBANE)).toBe('2026-12-01');
    expect(carrierDay(Date.UTC(2026, 11, 1, 14, 0, 0), BRISBANE)).toBe('2026-12-02');
    expect(carrierDayStart('2026-12-02', BRISBANE)).toBe(Date.UTC(2026, 11, 1, 14));
  });

  it("follows daylight saving where the carrier's zone has it", () => {
    // Sydney is UTC+11 in January.
    expect(carrierDayStart('2027-01-10', 'Australia/Sydney')).toBe(Date.UTC(2027, 0, 9, 13));
  });
});

describe('versions of one card', () => {
  const versions: DatedVersion[] = [
    { id: 1, effectiveFrom: '2000-01-01' },
    { id: 2, effectiveFrom: '2026-12-01' },
    { id: 3, effectiveFrom: '2027-01-01' },
    { id: 4, effectiveFrom: null },
  ];

  it('has the latest version whose day has come in force, from its first day', () => {
    expect(versionInForce(versions, '2026-11-30')?.id).toBe(1);
    expect(versionInForce(versions, '2026-12-01')?.id).toBe(2);
    expect(versionInForce(versions, '2027-06-01')?.id).toBe(3);
    expect(versionInForce(versions, '1999-12-31')).toBeUndefined();
  });

  it('names each status on a day', () => {
    const statuses = versionStatuses(versions, '2026-12-15');
    expect([...statuses.entries()]).toEqual([
      [1, 'superseded'],
      [2, 'in force'],
      [3, 'scheduled'],
      [4, 'draft'],
    ]);
  });

  it('never takes a draft to be in force', () => {
    expect(versionInForce([{ id: 9, effectiveFrom: null }], '2030-01-01')).toBeUndefined();
  });
});
