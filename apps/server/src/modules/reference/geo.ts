// Great-circle distance, for the depots' 150 km service radius (DESIGN.md 'Reference data and
// pricing') and the General card's distance-based prices (migration 0005).

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  lat: number;
  lng: number;
}

/** Haversine distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
