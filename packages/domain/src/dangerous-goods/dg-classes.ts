// The 15 dangerous goods classes (spec 02 section 3) with the standard placard of each (UN
// Model Regulations / ADG Code 5.2), described so the browser can draw the tiles as SVG.

/** How the diamond is filled. */
export type PlacardPattern =
  /** One colour. */
  | 'solid'
  /** Seven vertical stripes over the whole diamond (class 4.1). */
  | 'stripes'
  /** Seven vertical stripes in the upper half only (class 9). */
  | 'top-stripes'
  /** Upper half `background`, lower half `lower` (4.2, 5.2, 7, 8). */
  | 'split';

export type PlacardSymbol =
  | 'exploding-bomb'
  | 'flame'
  | 'gas-cylinder'
  | 'skull-and-crossbones'
  | 'flame-over-circle'
  | 'biohazard'
  | 'trefoil'
  | 'corrosion'
  | 'none';

export interface Placard {
  pattern: PlacardPattern;
  /** The whole diamond, or its upper half for 'split'. */
  background: string;
  /** Lower half colour for 'split'. */
  lower?: string;
  /** Stripe colour for 'stripes' and 'top-stripes' (drawn over `background`). */
  stripe?: string;
  symbol: PlacardSymbol;
  symbolColour: string;
  /** Colour of the class number in the bottom corner. */
  textColour: string;
}

export interface DgClass {
  /** '3', '2.1', '4.1', ... */
  number: string;
  /** dgClass followed by the number; class 4.1 is named plain dgClass4 (spec 02 section 3). */
  name: string;
  title: string;
  example: string;
  placard: Placard;
}

// Standard placard colours.
export const PLACARD_COLOURS = {
  orange: '#F7941D',
  red: '#E31E24',
  green: '#00A651',
  blue: '#0072BC',
  yellow: '#FFDD00',
  white: '#FFFFFF',
  black: '#000000',
} as const;

const c = PLACARD_COLOURS;
const solid = (background: string, symbol: PlacardSymbol, ink: string = c.black): Placard => ({
  pattern: 'solid',
  background,
  symbol,
  symbolColour: ink,
  textColour: ink,
});
const split = (upper: string, lower: string, symbol: PlacardSymbol, textColour: string = c.black): Placard => ({
  pattern: 'split',
  background: upper,
  lower,
  symbol,
  symbolColour: c.black,
  textColour,
});
const dgClass = (number: string, title: string, example: string, placard: Placard): DgClass => ({
  number,
  name: `dgClass${number === '4.1' ? '4' : number}`,
  title,
  example,
  placard,
});

export const DG_CLASSES: readonly DgClass[] = [
  dgClass('1', 'Explosives', 'Fireworks, flares, ammunition, detonators', solid(c.orange, 'exploding-bomb')),
  dgClass('2.1', 'Flammable Gases', 'Aerosols, LPG, acetylene, butane lighters', solid(c.red, 'flame')),
  dgClass(
    '2.2',
    'Non-flammable, Non-toxic Gases',
    'Compressed air, nitrogen, fire extinguishers',
    solid(c.green, 'gas-cylinder', c.white),
  ),
  dgClass('2.3', 'Toxic Gases', 'Chlorine, ammonia, methyl bromide', solid(c.white, 'skull-and-crossbones')),
  dgClass('3', 'Flammable Liquids', 'Petrol, paints, solvents, adhesives', solid(c.red, 'flame')),
  dgClass('4.1', 'Flammable Solids', 'Matches, sulphur, naphthalene', {
    pattern: 'stripes',
    background: c.white,
    stripe: c.red,
    symbol: 'flame',
    symbolColour: c.black,
    textColour: c.black,
  }),
  dgClass(
    '4.2',
    'Substances Liable to Spontaneous Combustion',
    'Oily rags, activated carbon, white phosphorus',
    split(c.white, c.red, 'flame'),
  ),
  dgClass(
    '4.3',
    'Substances which in Contact with Water Emit Flammable Gases',
    'Sodium, calcium carbide, lithium metal',
    solid(c.blue, 'flame', c.white),
  ),
  dgClass(
    '5.1',
    'Oxidizing Substances',
    'Pool chlorine, ammonium nitrate, hydrogen peroxide',
    solid(c.yellow, 'flame-over-circle'),
  ),
  dgClass(
    '5.2',
    'Organic Peroxides',
    'Benzoyl peroxide, MEK peroxide, resin hardeners',
    split(c.red, c.yellow, 'flame'),
  ),
  dgClass('6.1', 'Toxic Substances', 'Pesticides, cyanides, arsenic compounds', solid(c.white, 'skull-and-crossbones')),
  dgClass('6.2', 'Infectious Substances', 'Medical waste, diagnostic specimens, cultures', solid(c.white, 'biohazard')),
  dgClass(
    '7',
    'Radioactive Material',
    'Medical isotopes, smoke detectors, density gauges',
    split(c.yellow, c.white, 'trefoil'),
  ),
  dgClass(
    '8',
    'Corrosive Substances',
    'Wet batteries, acids, caustic soda',
    split(c.white, c.black, 'corrosion', c.white),
  ),
  dgClass('9', 'Miscellaneous Dangerous Goods', 'Lithium batteries, dry ice, airbags', {
    pattern: 'top-stripes',
    background: c.white,
    stripe: c.black,
    symbol: 'none',
    symbolColour: c.black,
    textColour: c.black,
  }),
];

/**
 * Classes that can be booked online (DESIGN.md decisions): every class except 1 (explosives);
 * 4.1 is allowed under its name dgClass4.
 */
export const DG_ALLOWED_CLASSES: readonly string[] = DG_CLASSES.filter((k) => k.number !== '1').map((k) => k.name);

/** The item class value that means 'no dangerous goods'. */
export const DG_CLASS_NA = 'N/A';

const byName = new Map(DG_CLASSES.map((k) => [k.name, k]));

/**
 * The class of 'dgClass3', '3', 'dgClass4' or '4.1' (DESIGN.md: the lookup takes the class
 * either way); undefined for anything else.
 */
export function parseDgClass(value: string): DgClass | undefined {
  const text = value.trim();
  const number = text.startsWith('dgClass') ? text.slice('dgClass'.length) : text;
  return byName.get(`dgClass${number === '4.1' ? '4' : number}`);
}

/** No dangerous goods on this item: class N/A (or not chosen yet). */
export function isNoDgClass(value: string): boolean {
  return value === '' || value === DG_CLASS_NA;
}
