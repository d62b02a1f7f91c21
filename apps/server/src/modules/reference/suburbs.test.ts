import { describe, expect, it } from 'vitest';
import { SERVICE_RADIUS_KM } from '@portal/domain/reference/service-radius';
import { DEPOTS as MIGRATED } from '../../db/migrations/0005-tariff';
import { capitalise, pickableLocalities, type Locality } from './localities';
import { buildSuburbIndex, suburbsFor } from './suburbs';

// The demo network as migration 0023 left it: every depot serving 150 km, none closed.
const DEPOTS = MIGRATED.map((depot) => ({ ...depot, serviceRadiusKm: SERVICE_RADIUS_KM, closed: false }));
const routed = new Set(DEPOTS.map((d) => d.code));
const at = (suburb: string, postCode: string, lat: number, lng: number): Locality => ({ suburb, state: 'QLD', postCode, lat, lng });

describe('suburb list (spec 02 section 3, DESIGN.md reference data)', () => {
  it('capitalises the package names', () => {
    expect(capitalise('FORTITUDE VALLEY')).toBe('Fortitude Valley');
    expect(capitalise("O'CONNOR")).toBe("O'Connor");
    expect(capitalise('MCDOWALL')).toBe('McDowall');
    expect(capitalise('KIPPA-RING')).toBe('Kippa-Ring');
  });

  it('lists every depot within 150 km, nearest first, and merges entries by label', () => {
    const index = buildSuburbIndex(
      [at('Newstead', '4006', -27.45, 153.04), at('Newstead', '4006', -27.9, 153.3), at('Birdsville', '4482', -25.9, 139.35)],
      DEPOTS,
      routed,
    );
    expect(index.options).toHaveLength(2);
    const newstead = index.find('NEWSTEAD, QLD, 4006')!;
    expect(newstead).toMatchObject({ label: 'Newstead 4006 QLD', value: 'Newstead, QLD, 4006', available: true });
    // Brisbane is ~3 km from the first entry, the Gold Coast ~14 km from the second.
    expect(newstead.depots.slice(0, 2)).toEqual(['BNE', 'OOL']);
    expect(index.find('Birdsville, QLD, 4482')).toMatchObject({ depots: [], available: false });
  });

  it("serves within each depot's own radius, and from no closed depot (issue 26)", () => {
    // Newstead is ~3 km from Brisbane and ~70 km from the Gold Coast.
    const newstead = [at('Newstead', '4006', -27.45, 153.04)];
    const served = (depots: typeof DEPOTS) => buildSuburbIndex(newstead, depots, routed).options[0]!;
    expect(served(DEPOTS).depots.slice(0, 2)).toEqual(['BNE', 'OOL']);
    const nearGoldCoast = DEPOTS.map((d) => (d.code === 'OOL' ? { ...d, serviceRadiusKm: 50 } : d));
    expect(served(nearGoldCoast).depots).not.toContain('OOL');
    const brisbaneClosed = DEPOTS.map((d) => (d.code === 'BNE' ? { ...d, closed: true } : d));
    expect(served(brisbaneClosed).depots[0]).toBe('OOL');
    const bothClosed = brisbaneClosed.map((d) => (d.code === 'OOL' ? { ...d, closed: true } : d));
    expect(served(bothClosed).depots).toEqual(['MCY', 'TWB']);
    expect(served(DEPOTS.map((d) => ({ ...d, closed: true })))).toMatchObject({ depots: [], available: false });
  });

  it('is available only where a depot has a route', () => {
    const index = buildSuburbIndex([at('Newstead', '4006', -27.45, 153.04)], DEPOTS, new Set(['SYD']));
    expect(index.options[0]!.available).toBe(false);
  });

  it('holds the pickable localities of the package, about 17,900 labels', () => {
    const index = suburbsFor(DEPOTS, routed);
    expect(pickableLocalities().length).toBeGreaterThan(17_000);
    expect(index.options.length).toBeGreaterThan(17_000);
    expect(new Set(index.options.map((o) => o.label)).size).toBe(index.options.length);
    expect(index.find('Alexandria, NSW, 2015')!.depots).toEqual(['SYD', 'NTL']);
    expect(index.find('Hobart, TAS, 7000')!.depots).toEqual(['HBA']);
    expect(index.find('Birdsville, QLD, 4482')!.available).toBe(false);
    // Unclassified suburbs are in; mail and business centres and post office boxes are not.
    expect(index.find('Darwin City, NT, 0800')!.depots).toEqual(['DRW']);
    expect(index.find('Darwin MC, NT, 0820')).toBeUndefined();
    expect(index.find('Fortitude Valley BC, QLD, 4006')).toBeUndefined();
    expect(pickableLocalities().some((l) => l.suburb === 'Brisbane' && l.postCode === '4001')).toBe(false);
    expect(suburbsFor(DEPOTS, routed)).toBe(index);
  });
});
