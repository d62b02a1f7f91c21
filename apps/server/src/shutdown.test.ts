import { Agent } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, expect, test } from 'vitest';
import { PORTAL_PATH } from '@portal/domain/constants';
import { DEMO_PASSWORD } from './db/seed/demo-users';
import { onCleanup } from './test/cleanup';
import { type Answer, buildServer, call, SERVER_PROCESS_LIMIT_MS, startServer } from './test/server-process';
import { createTestDatabase } from './test/test-db';


// Graceful shutdown (issue 12, decision 0027) on the compiled server in a process of its own:
// SIGTERM while sign-ins are in flight. Sign-ins are the slowest real call (scrypt at its
// production cost, about 0.3 s each on the thread pool), so several are still running when the
// first answers. Every wait is on something the test observes: a log line, an answer, the exit.

const login = `${PORTAL_PATH}login`;
const USERS = ['booker', 'viewer', 'accounts', 'coastal', 'cfaccounts', 'admin'];

beforeAll(buildServer);

test('SIGTERM answers requests in flight, refuses new ones with 503, closes the database and exits 0', { timeout: SERVER_PROCESS_LIMIT_MS }, async () => {
  const database = await createTestDatabase();
  onCleanup(database.drop);
  const server = await startServer(database.config);
  const signIn = await call(server.port, 'POST', login, { body: { username: 'booker', password: DEMO_PASSWORD } });
  expect(signIn.status).toBe(200);

  // A request whose headers have begun but not ended when shutdown begins: its connection is
  // busy, so it is not closed as idle, and the request is complete only once closing has begun.
  const late = connect(server.port, '127.0.0.1');
  let lateAnswer = '';
  late.setEncoding('utf8').on('data', (chunk: string) => (lateAnswer += chunk));
  const lateClosed = new Promise<void>((resolve) => late.once('close', () => resolve()));
  await new Promise<void>((resolve) => late.once('connect', () => resolve()));
  late.write(`GET ${PORTAL_PATH}settings HTTP/1.1\r\nHost: 127.0.0.1\r\n`);

  // The batch on keep-alive connections, as a browser sends them.
  const agent = new Agent({ keepAlive: true });
  const inFlight = USERS.map((username) => call(server.port, 'POST', login, { body: { username, password: DEMO_PASSWORD }, agent }));
  await Promise.race(inFlight);

  const signalled = performance.now();
  server.child.kill('SIGTERM');
  await server.line('closing: new requests are answered 503');

  late.write('\r\n');
  await lateClosed;
  expect(lateAnswer).toMatch(/^HTTP\/1\.1 503 /);
  expect(lateAnswer.toLowerCase()).toContain('connection: close');

  const answers: Answer[] = await Promise.all(inFlight);
  expect(answers.map((a) => a.status)).toEqual(USERS.map(() => 200));
  for (const answer of answers) expect(JSON.parse(answer.body)).toMatchObject({ user: { token: expect.any(String) } });
  // Those answered after closing began say so, so the browser opens a new connection elsewhere.
  expect(answers.filter((a) => a.headers.connection === 'close').length).toBeGreaterThan(0);

  // Once the in-flight work is done the listener is long closed: a new connection is refused.
  await server.line('closed: requests in flight answered');
  await expect(call(server.port, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

  expect(await server.exited).toBe(0);
  expect(performance.now() - signalled).toBeLessThan(10_000);
  await server.line('database closed; exiting');
  agent.destroy();
});
