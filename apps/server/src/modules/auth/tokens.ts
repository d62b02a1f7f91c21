import { createHash, randomBytes } from 'node:crypto';

// Decision 0002: a session token is 256 random bits; only its SHA-256 is stored, so a copy of
// the database does not hand out live sessions.
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
