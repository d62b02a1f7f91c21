import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATE_SHEET_MESSAGES as M } from './rate-sheet-messages';
import { cellNumber, cellText, cellYesNo, isBlankRow, neutralised, unneutralised } from './sheet-cells';

// A rate sheet's cells (issue 27): OWASP's CSV injection guard, and figures and flags as typed.

describe('formula neutralisation', () => {
  it('puts an apostrophe before a text that starts with = + - @, a tab or a carriage return, and nothing else', () => {
    expect(['=1+1', '+61 7', '-5', '@SUM(A1)', '\t=1', '\r=1', "'=1", 'General', "'quoted", ''].map(neutralised)).toEqual([
      "'=1+1",
      "'+61 7",
      "'-5",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      "''=1",
      'General',
      "'quoted",
      '',
    ]);
  });

  it('takes the apostrophe off again on import, so any text survives the round trip (a property)', () => {
    fc.assert(fc.property(fc.string(), (text) => unneutralised(neutralised(text)) === text));
    expect(unneutralised(neutralised("'=x"))).toBe("'=x");
    expect(cellText("  '=HYPERLINK(\"x\")  ")).toBe('=HYPERLINK("x")');
    expect(cellText("'quoted")).toBe("'quoted");
  });
});

describe('cells', () => {
  it('reads figures as numbers or text, refusing what is not one, negative or too large', () => {
    expect([cellNumber(12.5, 'Basic charge'), cellNumber(' 12.50 ', 'Basic charge'), cellNumber('$7', 'Basic charge'), cellNumber('1e2', 'Basic charge')]).toEqual([
      { value: 12.5 },
      { value: 12.5 },
      { value: 7 },
      { value: 100 },
    ]);
    expect(cellNumber('12,50', 'Basic charge')).toEqual({ error: M.notANumber('Basic charge', '12,50') });
    expect(cellNumber('-0.5', 'Rate per kg')).toEqual({ error: M.negative('Rate per kg', -0.5) });
    expect(cellNumber(Number.NaN, 'Rate per kg')).toEqual({ error: M.notANumber('Rate per kg', 'NaN') });
    expect(cellNumber(1_000_001, 'Rate per kg')).toEqual({ error: M.tooLarge('Rate per kg', 1_000_000) });
    expect(cellNumber(undefined, 'Rate per kg')).toEqual({ error: M.blank('Rate per kg') });
  });

  it('reads Yes and No, and a spreadsheet boolean', () => {
    expect(['Yes', 'no', 'Y', 'n', 'TRUE', 'false', true, false].map((cell) => cellYesNo(cell, 'Default'))).toEqual(
      [true, false, true, false, true, false, true, false].map((value) => ({ value })),
    );
    expect(cellYesNo('Oui', 'Default')).toEqual({ error: M.yesNo('Default', 'Oui') });
    expect(cellYesNo('', 'Default')).toEqual({ error: M.blank('Default') });
  });

  it('knows a blank row', () => {
    expect([isBlankRow([]), isBlankRow(['', null, undefined, '  ']), isBlankRow(['', 0])]).toEqual([true, true, false]);
  });
});
