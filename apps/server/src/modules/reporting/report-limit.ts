import { tooManyAttempts } from '../../http/errors';

// How many error reports one address may send a minute (issue 12: 'rate limited'). A window per
// address in this process's memory: a report is a log line, not a record, so a limit that is per
// instance is enough to keep a looping page from flooding the log.

const WINDOW_MS = 60_000;

export function reportLimit(perMinute: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts a report from `address`; a 429 saying when to try again past the limit. */
    take(address: string): void {
      const at = now();
      // Old windows go as new ones open, so the map holds only the last minute's addresses.
      if (windows.size > 10_000) for (const [key, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(key);
      const window = windows.get(address);
      if (!window || at - window.start >= WINDOW_MS) {
        windows.set(address, { start: at, count: 1 });
        return;
      }
      window.count += 1;
      if (window.count > perMinute) throw tooManyAttempts(window.start + WINDOW_MS - at);
    },
  };
}
