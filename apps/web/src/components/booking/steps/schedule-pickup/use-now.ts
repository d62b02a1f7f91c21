import { useEffect, useState } from 'react';

/**
 * The browser's clock for the schedule checks, read again every `everyMs` so that Ready Now and
 * the cut-offs follow the time while a step stays open (spec 02 section 5; the server checks again
 * with its own clock).
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
