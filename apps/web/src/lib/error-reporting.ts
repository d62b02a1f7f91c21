import { CALLS } from '@portal/domain/api/endpoints';
import {
  ERROR_REPORT_LIMITS as L,
  ERROR_REPORTS_PER_MINUTE,
  withoutPersonalData,
  type ErrorKind,
  type ErrorReport,
} from '@portal/domain/reporting/error-report';
import { portalUrl } from './api/urls';

// Unexpected errors go to the service's error log (spec 02 section 8, issue 12): uncaught ones
// from the window, and those our code catches and carries on from (a freight ID update). A report
// names the screen and the build, never the user, a token, a form's values or a URL's query, and
// a page sends at most five a minute, each message once, so a loop cannot flood the log.

/** The build that runs: this chunk's content-hashed name ('/assets/index-CrrPthea.js'). */
const RELEASE = new URL(import.meta.url).pathname.slice(-L.release);

const sent = new Set<string>();
let windowStart = 0;
let inWindow = 0;

function allowed(key: string, now: number): boolean {
  if (sent.has(key)) return false;
  if (now - windowStart >= 60_000) {
    windowStart = now;
    inWindow = 0;
  }
  if (inWindow >= ERROR_REPORTS_PER_MINUTE.page) return false;
  inWindow += 1;
  sent.add(key);
  return true;
}

function reportOf(kind: ErrorKind, error: unknown): ErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    kind,
    message: withoutPersonalData(message, L.message),
    stack: withoutPersonalData(error instanceof Error ? (error.stack ?? '') : '', L.stack),
    // The route only: a hash route's query and the navigation state stay in the browser.
    screen: withoutPersonalData(window.location.hash.split('?')[0] || '#/', L.screen),
    release: RELEASE,
  };
}

/** Sends an error to the service. Never throws: reporting must not add a failure of its own. */
export function reportError(kind: ErrorKind, error: unknown, now = Date.now()): void {
  try {
    const report = reportOf(kind, error);
    if (!allowed(`${report.kind}:${report.message}`, now)) return;
    // Plain fetch, without the session: the call helper's error handling could report again.
    void fetch(portalUrl(CALLS.reportError.path), {
      method: CALLS.reportError.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Nothing more can be done from here.
  }
}

/** Reports what nothing caught: script errors and unhandled promise rejections. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError('rejection', event.reason));
}

/** Forgets what was sent, for tests. */
export function resetErrorReporting(): void {
  sent.clear();
  windowStart = 0;
  inWindow = 0;
}
