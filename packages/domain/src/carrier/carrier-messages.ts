// What the back office says (issue 26). The customer portal's texts are the spec's; these are
// ours, each a sentence naming what is wrong.

export const CARRIER_MESSAGES = {
  badCredentials: 'The username or password is incorrect.',
  usernameBlank: 'Username cannot be blank.',
  passwordBlank: 'Password cannot be blank.',
  codeBlank: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.',
  notEnrolling: 'Start the authenticator set-up again: the code was checked against no pending set-up.',
  staffOnly: "This is the carrier's back office: sign in with a staff account.",
  customersOnly: "A staff account cannot use the customer portal: sign in with a customer's account.",
  roleDenied: 'Your role does not allow this.',
  finishSignIn: 'Finish signing in first.',
  staffDisabled: 'This staff account is disabled.',
} as const;
