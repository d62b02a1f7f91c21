import { describe, expect, it } from 'vitest';
import { instructionsForSender } from './default-instructions';

// Issue 24: the default instructions go with the company's usual sender.

const defaults = { defaultSender: { id: 7, suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' }, defaultInstructions: 'Dock 3, ring the bell' };
const usual = { key: '7' };

describe('instructionsForSender', () => {
  it('takes the defaulted instructions away when another saved address or Manual Address is chosen', () => {
    expect(instructionsForSender(defaults.defaultInstructions, usual, { key: '8' }, defaults)).toBe('');
    expect(instructionsForSender(defaults.defaultInstructions, usual, { key: '' }, defaults)).toBe('');
  });

  it('keeps instructions the user typed, and keeps the defaults while the usual sender is only edited', () => {
    expect(instructionsForSender('Leave at reception', usual, { key: '8' }, defaults)).toBe('Leave at reception');
    expect(instructionsForSender(defaults.defaultInstructions, usual, { key: 'new' }, defaults)).toBe(defaults.defaultInstructions);
  });

  it('brings the defaults back when the usual sender is chosen again and nothing was typed', () => {
    expect(instructionsForSender('', { key: '8' }, usual, defaults)).toBe(defaults.defaultInstructions);
    expect(instructionsForSender('Mine', { key: '8' }, usual, defaults)).toBe('Mine');
  });
});
