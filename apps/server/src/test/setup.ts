import { afterAll } from 'vitest';
import { runCleanups } from './cleanup';

// Every test file gets its own database (test-app.ts); this closes apps and drops databases
// once the file's tests are done.
afterAll(async () => {
  await runCleanups();
});
