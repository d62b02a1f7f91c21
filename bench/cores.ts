import { execFileSync } from 'node:child_process';

// Two cores, one each (issue 12): the server on core 1, the load generator on core 0 (taskset),
// so neither steals the other's time and ratios to the bare route stay steady between runs.

export const SERVER_CORE = '1';
export const LOAD_CORE = '0';
export const ALL_CORES = '0-1';

/** Pins this process and all its threads (libuv's pool included) to `core`. */
export function pinThisProcess(core: string): void {
  execFileSync('taskset', ['-a', '-cp', core, String(process.pid)], { stdio: 'ignore' });
}
