import type { MailMessage } from './repo';

// The e-mails carrying a temporary password (decision 0002). The password sits on a line of
// its own after 'Temporary password:' so it can be copied, and found by the end-to-end tests.

interface Recipient {
  name: string;
  username: string;
  email: string;
}

/** Greeting, the password and username, the reason for the mail, then how temporary passwords work. */
function temporaryPasswordMail(user: Recipient, password: string, subject: string, reason: string[]): MailMessage {
  return {
    to: user.email,
    subject,
    body: [
      `Hello ${user.name},`,
      '',
      `Temporary password: ${password}`,
      `Username: ${user.username}`,
      '',
      ...reason,
      '',
      'The temporary password works for 24 hours. After signing in you will be asked to choose a new password.',
      '',
      'Freight Portal',
    ].join('\n'),
  };
}

export function passwordResetMail(user: Recipient, password: string): MailMessage {
  return temporaryPasswordMail(user, password, 'Your temporary Freight Portal password', [
    'Someone asked to reset the password of this account. Your current password keeps working;',
    'if you did not ask for this, you can ignore this e-mail.',
  ]);
}

/** A staff account made by an Administrator (issue 26): signed in at the back office's own address. */
export function staffAccountMail(staff: Recipient, password: string, carrierName: string): MailMessage {
  return temporaryPasswordMail(staff, password, `Your ${carrierName} back office account`, [
    `A staff account has been made for you in the ${carrierName} back office: sign in at the portal's #/carrier page.`,
  ]);
}

export function newUserMail(user: Recipient, password: string, companyName: string): MailMessage {
  return temporaryPasswordMail(user, password, 'Your Freight Portal account', [
    `An account has been created for you in the Freight Portal for ${companyName}.`,
  ]);
}
