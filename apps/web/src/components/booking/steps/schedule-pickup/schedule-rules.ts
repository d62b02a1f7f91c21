import type * as PickupScheduleRules from '@portal/domain/schedule/pickup-schedule-rules';
import { useEffect, useState } from 'react';

// The pickup schedule rules need date-holidays' parser and its Australian calendar (about 117 KB
// gzip, decision 0021). They load on first use as their own chunk, so that no other screen carries them;
// the type-only import above is erased and adds nothing to the importing chunk.

export type ScheduleRules = typeof PickupScheduleRules;

let loaded: ScheduleRules | undefined;
let loading: Promise<ScheduleRules> | undefined;

/** Loads the schedule rules once; a failed load is tried again on the next call. */
export function loadScheduleRules(): Promise<ScheduleRules> {
  loading ??= import('@portal/domain/schedule/pickup-schedule-rules').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schedule rules, or undefined while their chunk loads. */
export function useScheduleRules(): ScheduleRules | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (rules) return;
    let live = true;
    loadScheduleRules().then(
      (next) => live && setRules(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return rules;
}
