import { CallError } from '../lib/api/call-error';

/** The server's permission-denied answer, shown in the Permission Denied dialog like the browser's own check (spec 02 section 6). */
export const isForbidden = (error: unknown): boolean => error instanceof CallError && error.status === 403;
