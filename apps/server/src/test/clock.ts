/** A clock tests move by hand: sessions, throttle windows and expiries read it through config.now. */
export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
  set: (epochMs: number) => void;
}

export function testClock(start = Date.UTC(2026, 2, 2, 9, 0, 0)): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}
