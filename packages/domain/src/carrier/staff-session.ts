import { z } from 'zod';
import type { StaffPermission, StaffRole } from './staff-roles';

// A staff member's sign-in (issue 26): a password, then a new password if the one used was
// temporary, then the second factor: set up on first sign-in where the role requires it, asked
// for at every sign-in once set up. A session answers only its sign-in calls until `next` is null.

/** What the sign-in still needs before the back office opens; null when nothing. */
export type StaffSignInStep = 'change-password' | 'enrol-second-factor' | 'second-factor' | null;

export interface StaffMember {
  id: number;
  username: string;
  name: string;
  email: string;
  role: StaffRole;
}

export interface StaffSession {
  token: string;
  staff: StaffMember;
  next: StaffSignInStep;
  /** What the role may do (staff-roles.ts), for the area's navigation. */
  permissions: StaffPermission[];
  /** Idle timeout in ms, as a customer's. */
  timeoutMs: number;
  /** Server time of the call, epoch ms. */
  lastActive: number;
}

export const staffLoginSchema = z.object({ username: z.string().max(200), password: z.string().max(200) });
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

export const staffNewPasswordSchema = z.object({
  currentPassword: z.string().max(200),
  newPassword: z.string().max(200),
  confirmPassword: z.string().max(200),
});
export type StaffNewPasswordInput = z.infer<typeof staffNewPasswordSchema>;

/** A TOTP code (6 digits) or a recovery code, as typed: spaces and dashes are ignored. */
export const secondFactorSchema = z.object({ code: z.string().max(40) });
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

export interface SecondFactorEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
}

export interface SecondFactorConfirmed {
  session: StaffSession;
  /** Shown once: only their hashes are kept. */
  recoveryCodes: string[];
}
