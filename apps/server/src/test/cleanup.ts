const cleanups: (() => Promise<void>)[] = [];

export function onCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Last registered runs first: apps close before their databases are dropped. */
export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()!();
}
