import * as crypto from 'node:crypto';

// Decision 0002: a session token is 256 random bits; only its SHA-256 is stored, so a copy of
// the database does not hand out live sessions.
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

// Every call hashes its token: the one-shot crypto.hash (Node 20.12+) is twice as fast as a
// Hash object (decision 0005); older Node 20 releases lack it.
const sha256 = (crypto.hash as typeof crypto.hash | undefined)
  ? (text: string) => crypto.hash('sha256', text, 'hex')
  : (text: string) => crypto.createHash('sha256').update(text).digest('hex');

// The rate limit's session key and the session guard hash the same token one after the other
// (decision 0031): the last token's hash is kept for the second (decision 0052).
let lastToken = '';
let lastHash = sha256('');

export function tokenHash(token: string): string {
  if (token !== lastToken) {
    lastHash = sha256(token);
    lastToken = token;
  }
  return lastHash;
}
