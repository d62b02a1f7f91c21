import { describe, expect, it } from 'vitest';
import { DG_ALLOWED_CLASSES, DG_CLASSES, isNoDgClass, parseDgClass } from './dg-classes';

describe('dangerous goods classes (spec 02 section 3)', () => {
  it('lists the 15 classes, each named dgClass and its number, 4.1 as plain dgClass4', () => {
    expect(DG_CLASSES.map((k) => k.number)).toEqual(['1', '2.1', '2.2', '2.3', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9']);
    expect(DG_CLASSES.map((k) => k.name)).toEqual([
      'dgClass1', 'dgClass2.1', 'dgClass2.2', 'dgClass2.3', 'dgClass3', 'dgClass4', 'dgClass4.2', 'dgClass4.3',
      'dgClass5.1', 'dgClass5.2', 'dgClass6.1', 'dgClass6.2', 'dgClass7', 'dgClass8', 'dgClass9',
    ]);
    for (const k of DG_CLASSES) {
      expect(k.title).not.toBe('');
      expect(k.example).not.toBe('');
    }
  });

  it('gives each class its standard title', () => {
    expect(parseDgClass('3')?.title).toBe('Flammable Liquids');
    expect(parseDgClass('8')?.title).toBe('Corrosive Substances');
  });

  it('describes the standard placards', () => {
    const placard = (n: string) => parseDgClass(n)?.placard;
    expect(placard('4.1')).toMatchObject({ pattern: 'stripes', background: '#FFFFFF', stripe: '#E31E24' });
    expect(placard('4.2')).toMatchObject({ pattern: 'split', background: '#FFFFFF', lower: '#E31E24' });
    expect(placard('5.2')).toMatchObject({ pattern: 'split', background: '#E31E24', lower: '#FFDD00' });
    expect(placard('7')).toMatchObject({ pattern: 'split', background: '#FFDD00', lower: '#FFFFFF', symbol: 'trefoil' });
    expect(placard('8')).toMatchObject({ pattern: 'split', background: '#FFFFFF', lower: '#000000', textColour: '#FFFFFF' });
    expect(placard('9')).toMatchObject({ pattern: 'top-stripes', background: '#FFFFFF', stripe: '#000000' });
    expect(placard('1')).toMatchObject({ pattern: 'solid', background: '#F7941D', symbol: 'exploding-bomb' });
    expect(placard('2.2')).toMatchObject({ background: '#00A651', symbol: 'gas-cylinder' });
    expect(placard('4.3')).toMatchObject({ background: '#0072BC' });
    expect(placard('5.1')).toMatchObject({ background: '#FFDD00', symbol: 'flame-over-circle' });
    for (const k of DG_CLASSES) {
      const p = k.placard;
      expect(p.pattern === 'split').toBe(p.lower !== undefined);
      expect(p.pattern === 'stripes' || p.pattern === 'top-stripes').toBe(p.stripe !== undefined);
    }
  });

  it('allows every class online except class 1, with 4.1 allowed as dgClass4 (DESIGN.md)', () => {
    expect(DG_ALLOWED_CLASSES).toHaveLength(14);
    expect(DG_ALLOWED_CLASSES).not.toContain('dgClass1');
    expect(DG_ALLOWED_CLASSES).toContain('dgClass4');
  });

  it.each([
    ['dgClass3', 'dgClass3'],
    ['3', 'dgClass3'],
    [' 2.1 ', 'dgClass2.1'],
    ['dgClass4', 'dgClass4'],
    ['4', 'dgClass4'],
    ['4.1', 'dgClass4'],
    ['dgClass4.1', 'dgClass4'],
  ])('parses %j as %s', (text, name) => {
    expect(parseDgClass(text)?.name).toBe(name);
  });

  it.each(['', 'N/A', '10', 'dgClass', '2', 'class3'])('does not parse %j', (text) => {
    expect(parseDgClass(text)).toBeUndefined();
  });

  it('treats N/A and an unchosen class as no dangerous goods', () => {
    expect([isNoDgClass('N/A'), isNoDgClass(''), isNoDgClass('dgClass3')]).toEqual([true, true, false]);
  });
});
