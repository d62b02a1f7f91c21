// The shared rate-limit counts (migration 0012, decision 0031).

export interface RateLimitsTable {
  /** `session:<sha-256 of the token>`, `address:<ip>` or `report:<ip>`: never a raw token. */
  key: string;
  /** Epoch milliseconds, a multiple of the window's length. */
  windowStart: number;
  hits: number;
}
