// Login and Reset Password rules (spec 01 section 5): both fields required.
// Kept free of zod so the browser's login card does not load a schema library.
export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  emailRequired: 'Email is required.',
} as const;

export function validateLogin(input: { username: string; password: string }): string[] {
  const errors: string[] = [];
  if (input.username.trim() === '') errors.push(LOGIN_MESSAGES.usernameRequired);
  if (input.password === '') errors.push(LOGIN_MESSAGES.passwordRequired);
  return errors;
}

export function validateResetPassword(input: { username: string; email: string }): string[] {
  const errors: string[] = [];
  if (input.username.trim() === '') errors.push(LOGIN_MESSAGES.usernameRequired);
  if (input.email.trim() === '') errors.push(LOGIN_MESSAGES.emailRequired);
  return errors;
}
