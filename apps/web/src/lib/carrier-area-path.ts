/**
 * Where the carrier's back office lives in the hash route (issue 26): the session gate (app/)
 * sends every path under it to the back office, whose own router (carrier/) routes within it.
 */
export const CARRIER_AREA_PATH = '/carrier';

export function isCarrierPath(path: string): boolean {
  return path === CARRIER_AREA_PATH || path.startsWith(`${CARRIER_AREA_PATH}/`);
}
