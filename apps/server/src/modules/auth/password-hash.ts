import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords are hashed with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1; DESIGN.md,
// Data). The stored string names its parameters, so hashes made at a lower cost (tests, older
// installs) still verify: scrypt$N$r$p$salt$hash, salt and hash in base64url.

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const BLOCK_SIZE = 8;
const PARALLEL = 1;
/** N=2^17 with r=8 needs 128 MiB; node refuses above its 32 MiB default unless told. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLEL });
  return ['scrypt', cost, BLOCK_SIZE, PARALLEL, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface Parsed {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || key === undefined) return null;
  return {
    options: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.options);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * A hash made below the configured cost, block size or parallelism, or with a shorter salt or
 * key: sign-in re-hashes it (decision 0033). A stronger hash is kept when the cost is lowered,
 * and a hash we cannot read is left alone (it never verifies anyway).
 */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N = 0, r = 0, p = 0 } = parsed.options;
  return N < cost || r < BLOCK_SIZE || p < PARALLEL || parsed.salt.length < SALT_LENGTH || parsed.key.length < KEY_LENGTH;
}

/**
 * Checks a password against a hash that may be missing. Without one it still spends a hash of
 * the same cost, so an unknown username answers as slowly as a wrong password (spec 01 login
 * errors must not tell which usernames exist).
 */
export function createPasswordChecker(cost: number) {
  let dummy: Promise<string> | undefined;
  return async function check(password: string, stored: string | null): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    dummy ??= hashPassword('not-a-password', cost);
    await verifyPassword(password, await dummy);
    return false;
  };
}
