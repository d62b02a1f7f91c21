// Texts the browser shows that the spec leaves open (its call rules name no text for
// these cases). Kept here so every message a user reads lives in packages/domain.
export const CLIENT_MESSAGES = {
  networkError: 'The server could not be reached. Please check your connection and try again.',
  unreadableAnswer: 'The server sent an answer the portal could not read.',
  /** Fallback when a non-2xx answer carries neither X-Error nor a status text. */
  requestFailed: (status: number) => `The request failed (status ${status}).`,
  chooseCompany: 'Choose a company',
  /** Title of the dialog whose text is MESSAGES.permissionDeniedUsers (spec 01 section 6). */
  permissionDeniedTitle: 'Permission Denied',
  temporaryPassword: 'You signed in with a temporary password. Please choose a new password to continue.',
  noCompanies: 'Your user is not linked to any company. Please contact your provider.',
} as const;
