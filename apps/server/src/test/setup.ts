import { afterAll, afterEach } from 'vitest';
import { takeAnswerViolations } from './answer-check';
import { runCleanups } from './cleanup';

/** Fails the test whose calls answered outside their answer schemas (answer-check.ts). */
function assertAnswersMatched() {
  const violations = takeAnswerViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
}

// Calls made in a beforeAll are charged to the file's first test; those of an afterAll to the file.
afterEach(assertAnswersMatched);

// Every test file gets its own database (test-app.ts); this closes apps and drops databases
// once the file's tests are done.
afterAll(async () => {
  try {
    assertAnswersMatched();
  } finally {
    await runCleanups();
  }
});
