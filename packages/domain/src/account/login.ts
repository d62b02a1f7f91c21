import { z } from 'zod';

// Login and Reset Password forms (spec 01 section 5): both fields required.
export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  emailRequired: 'Email is required.',
} as const;

export const loginSchema = z.object({ username: z.string(), password: z.string() });
export type LoginInput = z.infer<typeof loginSchema>;

export const resetPasswordSchema = z.object({ username: z.string(), email: z.string() });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const chooseCompanySchema = z.object({ id: z.coerce.number().int().positive() });
export type ChooseCompanyInput = z.infer<typeof chooseCompanySchema>;

export function validateLogin(input: LoginInput): string[] {
  const errors: string[] = [];
  if (input.username.trim() === '') errors.push(LOGIN_MESSAGES.usernameRequired);
  if (input.password === '') errors.push(LOGIN_MESSAGES.passwordRequired);
  return errors;
}

export function validateResetPassword(input: ResetPasswordInput): string[] {
  const errors: string[] = [];
  if (input.username.trim() === '') errors.push(LOGIN_MESSAGES.usernameRequired);
  if (input.email.trim() === '') errors.push(LOGIN_MESSAGES.emailRequired);
  return errors;
}
