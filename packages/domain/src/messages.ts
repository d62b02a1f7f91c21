// Message texts of spec 01 shown verbatim to users, typos included.
// Validation messages live beside their rules; these are the shared call and
// session texts.

export const MESSAGES = {
  requestTimedOut: 'Request timed out',
  sessionExpired: 'Session expired',
  sessionHasExpired: 'Session has expired',
  typeNotSupported: 'Developer issue: Type not supported.',
  permissionDeniedUsers: 'You do not have access to view the users.',
  confirmCancelTitle: 'Confirm Cancel',
  confirmCancelText: 'You have unsaved changes, do you want to leave?',
  unloadWarning: 'Changes that you made may not be saved.',
  sessionDialogTitle: 'Session',
  passwordResetTitle: 'Password Reset',
  noAccess: 'no access',
  notLoggedIn: 'Not logged in',
  /** Suffix after a list of errors (spec 01 section 2, Users screen). */
  fixOrContact: 'Please fix the issue or contact your provider.',
} as const;

/** 'You will be automaticaly logged out in {n} seconds' (spec typo kept). */
export function sessionCountdownText(seconds: number): string {
  return `You will be automaticaly logged out in ${seconds} seconds`;
}

// Server texts the spec leaves to us ('Full server error catalogue: not shown').
export const SERVER_MESSAGES = {
  badCredentials: 'The username or password is incorrect.',
  userDisabled: 'The username or password is incorrect.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  /** Any route's rate limit (decision 0031); the wait is at most the one-minute window. */
  tooManyRequests: (seconds: number) =>
    `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  passwordResetSent:
    'If the username and email match an account, an email has been sent with the new password.',
  noCompany: 'Please choose a company first.',
  companyNotFound: 'Company not found.',
  /** Sign-in where every company of the user is suspended by the carrier (issue 26). */
  companySuspended: "Your company's account is suspended, so you cannot sign in. Please contact the carrier.",
  /** Choosing a company the carrier has suspended. */
  chosenCompanySuspended: "That company's account is suspended. Please choose another company or contact the carrier.",
  /** A signed document link of a suspended company. */
  documentCompanySuspended: "This document is not available: the company's account is suspended.",
  notFound: 'Not found.',
  forbidden: 'You do not have permission to do that.',
  badRequest: 'The request is not valid.',
  /** A path with a percent escape that is no text, or a path part longer than any record's name (issue 13). */
  badUrl: 'The address of the request is not valid.',
  urlPartTooLong: 'A part of the address of the request is too long.',
  internal: 'Something went wrong on our side. Please try again.',
  settingsSaved: 'Your settings have been saved.',
  usersSaved: 'Users have been saved.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The Current Password is incorrect.',
  usernameTaken: (username: string) => `The username ${username} is already taken.`,
  roleChangeNeedsAdmin: 'Only an administrator can change a role.',
  roleBeyondOwn: 'You cannot give a role with more access than your own.',
  notOwnAccount: 'You cannot delete or disable your own user.',
  unknownRole: 'The role does not exist.',
  noAccessUsersEdit: 'You do not have access to edit users.',
  noAccessUsersAdd: 'You do not have access to add users.',
  noAccessUsersDelete: 'You do not have access to delete users.',
  userBeyondOwn: 'You cannot change a user with more access than your own.',
  duplicateUserRow: 'Each user can appear only once in a save.',
  mustChangePassword: 'Please choose a new password before you continue.',
  loggedOut: 'You have been logged out.',
  requestTooLarge: 'The request is too large.',
  unsupportedMediaType: 'The request must be sent as JSON.',
  operationsNotConfigured: 'The operations API is not configured.',
  operationsKeyWrong: 'The operations key is missing or wrong.',
} as const;
