import { z } from 'zod';

// Login and Reset Password forms (spec 01 section 5). The rules live in login-rules.ts,
// which the browser imports directly; the schemas here are for the server.
export { LOGIN_MESSAGES, validateLogin, validateResetPassword } from './login-rules';

export const loginSchema = z.object({ username: z.string(), password: z.string() });
export type LoginInput = z.infer<typeof loginSchema>;

export const resetPasswordSchema = z.object({ username: z.string(), email: z.string() });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const chooseCompanySchema = z.object({ id: z.coerce.number().int().positive() });
export type ChooseCompanyInput = z.infer<typeof chooseCompanySchema>;
