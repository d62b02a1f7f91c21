import { CallError } from '../../lib/api/call-error';

/**
 * A refusal of the server that shows as Permission Denied like the browser's own checks (spec 02
 * sections 6 and 8): a 403, or a 404 such as 'Pickup {number} does not exist'.
 */
export function serverDenial(error: unknown): string | null {
  return error instanceof CallError && (error.status === 403 || error.status === 404) ? error.message : null;
}
