import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// The staff second factor (issue 26): TOTP of RFC 6238 by otplib (30-second steps, 6 digits,
// SHA-1, what every authenticator app reads from a QR code), and recovery codes for a lost phone.

/** A code is accepted one step either side of now: a phone's clock may be a little off. */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODES = 10;
/** Without look-alikes (0/o, 1/l/i), as the temporary passwords. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUP = 4;

export const newTotpSecret = (): string => generateSecret();

export function totpUri(secret: string, issuer: string, username: string): string {
  return generateURI({ issuer, label: username, secret });
}

export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/** What was typed, without the spaces and dashes people add. */
export const typedCode = (code: string): string => code.replace(/[\s-]+/g, '').toLowerCase();

/** The time step a 6-digit code matches at `nowMs`, or null when it matches none. */
export async function totpStepOf(secret: string, code: string, nowMs: number): Promise<number | null> {
  const token = typedCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epoch: Math.floor(nowMs / 1000), epochTolerance: TOLERANCE_SECONDS });
  // otplib's functional verify answers for HOTP and TOTP alike; a TOTP result carries its step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes as shown once ('abcd-efgh-jkmn'); only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: RECOVERY_GROUP }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODES }, () => [group(), group(), group()].join('-'));
}

/** Recovery codes are 60 random bits each and used once: a plain hash suffices (no dictionary to try). */
export const recoveryCodeHash = (code: string): string => createHash('sha256').update(typedCode(code)).digest('hex');
