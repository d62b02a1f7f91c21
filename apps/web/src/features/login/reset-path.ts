/** Where the Reset Password form lives while nobody is signed in (any other path shows the login card). */
export const RESET_PASSWORD_PATH = '/forgot-password';
