import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { CARRIER_PATH, PORTAL_PATH, TRACKING_API_PATH } from '@portal/domain/constants';
import { backOfficeRoutes } from './back-office-routes';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { WriteBatcher } from './db/write-batch';
import type { Deps } from './deps';
import { installArrivalOrder } from './http/arrival-order';
import { installErrorHandling, routerError } from './http/error-handler';
import { installHousekeeping } from './http/housekeeping';
import { retentionSweeps } from './http/retention';
import { dropFreightDraftSweep } from './modules/drop-freight/draft-sweep';
import { installRateLimits, removeEndedRateLimitWindows } from './http/rate-limit';
import { AccessLog, loggerOptions } from './http/logging';
import { validatorCompiler } from './http/validator';
import { installSessionAuth } from './http/session-auth';
import { installStaffAuth } from './http/staff-auth';
import { registerHelmet, registerWebApp } from './http/web-app';
import { accountRoutes } from './modules/account/routes';
import { auditRoutes } from './modules/audit/routes';
import { installAuditTrail } from './modules/audit/recorder';
import { createCredentialCheck } from './modules/auth/credentials';
import { removeStaleRows } from './modules/auth/housekeeping';
import { removeExpiredIdempotencyKeys } from './modules/bookings/service';
import { authRoutes } from './modules/auth/routes';
import { createMailer } from './modules/mail/service';
import { consignmentsRoutes } from './modules/consignments/routes';
import { documentsRoutes } from './modules/documents/routes';
import { dropFreightRoutes } from './modules/drop-freight/routes';
import { operationsRoutes } from './modules/operations/routes';
import { createOperations } from './modules/operations/service';
import { startSimulator } from './modules/operations/simulator';
import { podsRoutes } from './modules/pods/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { pickupsRoutes } from './modules/pickups/routes';
import { quotesRoutes } from './modules/quotes/routes';
import { referenceRoutes } from './modules/reference/routes';
import { reportingRoutes } from './modules/reporting/routes';
import { usersRoutes } from './modules/users/routes';
import { removeEndedStaffSessions } from './modules/staff/service';
import { setCarrierTimeZone } from './modules/reference/tariff';

/** How long closing waits for started mail deliveries (main.ts allows 10 s for the whole shutdown). */
const MAIL_DRAIN_MS = 5_000;

export interface BuildOptions {
  /** An open, migrated database; without one the app opens config.database and closes it on close. */
  db?: Db;
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is added (the call contract's test). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/**
 * The whole service, not yet listening (fastify/demo order: external plugins, app plugins,
 * routes). main.ts listens; tests inject; the bench may add routes before ready().
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const db = options.db ?? openDatabase(config.database);
  setCarrierTimeZone(db, config.carrierTimeZone);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A JSON key that would reach a prototype (__proto__, constructor.prototype) is dropped like
    // any other unknown field (the schemas strip them, decision 0024). Fastify's default, 'error',
    // refused the whole body as broken JSON, a sentence naming nothing (issue 13).
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    frameworkErrors: routerError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // First of all hooks: a request waits for its turn before anything of it runs (decision 0037).
  // SQLite only: there a request is the core's work from start to answer; on PostgreSQL it
  // mostly waits for the database, and the queue made its p99 worse.
  const arrivals = config.database.kind === 'sqlite' ? installArrivalOrder(app) : null;
  installClosing(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await registerHelmet(app);
  await registerWebApp(app, config.webDist);
  // Every route, the web app's files included, per session and per address (decision 0031).
  await installRateLimits(app, db, config);

  // App plugins.
  installErrorHandling(app);
  // Answers carry tokens and personal data: no browser or proxy may keep a copy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/portal/') || request.url.startsWith('/ops/') || request.url.startsWith('/api/') || request.url.startsWith(CARRIER_PATH)) {
      reply.header('cache-control', 'no-store');
    }
  });
  const mailer = createMailer(db, config, app.log);
  // SQLite has one connection, so one batch at a time; PostgreSQL's pool takes a few at once.
  // On SQLite a commit also waits for the requests still queued to start, each of which may
  // bring a write to share its fsync (decision 0052).
  const writes = new WriteBatcher(db, {
    concurrency: config.database.kind === 'sqlite' ? 1 : 4,
    ...(arrivals ? { holdWhile: () => arrivals.length > 0 } : {}),
  });
  const deps: Deps = { db, config, mailer, matchPassword: createCredentialCheck(config.scryptCost), writes };
  app.decorate('deps', deps);
  const guards = installSessionAuth(app, db, config.now);
  const staffGuards = installStaffAuth(app, db, config.now);
  // Before the routes: it adds its hooks to the audited calls' routes as they are added (decision 0032).
  installAuditTrail(app, db, config.database.kind, writes, config.now);
  const operations = createOperations(db, config.now);
  // SIMULATE=1: booked consignments move through their stages in this process (the demo).
  const simulator = config.simulate ? startSimulator(db, operations, config, app.log) : null;
  installHousekeeping(
    app,
    [
      { name: 'sessions and sign-in throttle', run: (now) => removeStaleRows(db, now) },
      { name: 'staff sessions', run: (now) => removeEndedStaffSessions(db, now) },
      { name: 'idempotency keys', run: (now) => removeExpiredIdempotencyKeys(db, now) },
      { name: 'rate limit windows', run: (now) => removeEndedRateLimitWindows(db, now) },
      ...retentionSweeps(db, config.retention),
      dropFreightDraftSweep(db),
    ],
    config.now,
  );
  // One hook, in order: stop the simulator, let started writes and deliveries finish, then close
  // what we opened. Fastify runs it after the listener closed and every request was answered.
  app.addHook('onClose', async () => {
    await simulator?.stop();
    await writes.idle();
    await mailer.drain(MAIL_DRAIN_MS);
    if (!options.db) await db.destroy();
    app.log.info('closed: requests in flight answered, background work stopped');
  });

  // Routes.
  const prefix = PORTAL_PATH.replace(/\/$/, '');
  await app.register(authRoutes, { prefix, deps, guards });
  await app.register(accountRoutes, { prefix, deps, guards });
  await app.register(reportingRoutes, { prefix });
  await app.register(usersRoutes, { prefix, deps, guards });
  await app.register(auditRoutes, { prefix, deps, guards });
  await app.register(referenceRoutes, { prefix, deps, guards });
  await app.register(quotesRoutes, { prefix, deps, guards });
  await app.register(pickupsRoutes, { prefix, deps, guards });
  await app.register(dropFreightRoutes, { prefix, deps, guards });
  await app.register(consignmentsRoutes, { prefix, deps, guards });
  await app.register(documentsRoutes, { prefix, deps, guards });
  await app.register(podsRoutes, { prefix, deps, guards });
  await app.register(trackingRoutes, { prefix: TRACKING_API_PATH.replace(/\/track$/, ''), deps });
  await app.register(operationsRoutes, { prefix: '/ops', deps, operations });
  await app.register(backOfficeRoutes, { prefix: CARRIER_PATH.replace(/\/$/, ''), deps, staffGuards, operations });
  return app;
}

/**
 * Graceful shutdown (decision 0027). Once close() begins, Fastify answers new requests with 503
 * and Node closes idle keep-alive connections; but a connection busy with a request in flight
 * would stay open after its answer until the keep-alive timeout (72 s), holding close() up.
 * Answers sent while closing therefore carry Connection: close. One race remains: an answer sent
 * just before closing began, on a connection that Node marks idle only after its one sweep of
 * idle connections, stays open until the client lets go. It held a SIGTERM past its 10 s limit in
 * the shutdown test under the suite's load, so idle connections are swept again every 100 ms
 * until the server has closed.
 */
const IDLE_SWEEP_MS = 100;

function installClosing(app: FastifyInstance): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    app.log.info('closing: new requests are answered 503, requests in flight finish');
    sweeper = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweeper.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
  // A callback hook, not an async one: it runs on every answer (decision 0005's hot path).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
