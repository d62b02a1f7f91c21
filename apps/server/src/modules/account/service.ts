import { validateChangePassword, type ChangePasswordInput } from '@portal/domain/account/password';
import { settingsLengthErrors, validateSettings, type Settings, type SettingsInput, type SettingsSaveAnswer } from '@portal/domain/account/settings';
import type { SaveAnswer } from '@portal/domain/api/session';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import type { Deps } from '../../deps';
import { badRequest, conflict, sessionExpired } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { assertNotThrottled, type AuthContext, clearMustChangePassword, countFailure, deleteUserSessions, findUserById, guessableNewPasswordErrors, hashPassword, userKey } from '../auth/service';
import { setPassword, updateSettings } from '../users/service';

export function createAccountService({ db, config, matchPassword }: Deps) {
  return {
    /** The session check has just read the user and the role (decision 0005): no second query. */
    getSettings(session: CompanyAuth): Settings {
      const { name, username, phone, email, version } = session.user;
      return { name, username, phone, email, role: session.roleName, version };
    },

    /** Spec 01 section 6: users edit their own name, phone and email; username and role are read-only. */
    async saveSettings(session: CompanyAuth, input: SettingsInput): Promise<SettingsSaveAnswer> {
      const settings = { name: input.name.trim(), phone: input.phone.trim(), email: input.email.trim() };
      const errors = [...validateSettings(settings), ...settingsLengthErrors(settings)];
      if (errors.length > 0) throw badRequest(...errors);
      // An administrator may have changed this user on the Users screen since the form was read.
      const version = await updateSettings(db, session.userId, settings, input.version);
      if (version === null) throw conflict(ROW_VERSION_MESSAGES.settings);
      return { success: true, message: SERVER_MESSAGES.settingsSaved, version };
    },

    /**
     * Spec 01 section 5 rules first, then the current (or live temporary) password, then the
     * strength rule (decision 0033: its estimator costs event-loop time, so only a caller who
     * knows the password reaches it). Success ends the user's other sessions and the temporary
     * password (decision 0002). Wrong current passwords count against the sign-in throttle: it
     * is the same secret being guessed.
     */
    async changePassword(session: AuthContext, input: ChangePasswordInput): Promise<SaveAnswer> {
      const errors = validateChangePassword(input);
      if (errors.length > 0) throw badRequest(...errors);
      const user = await findUserById(db, session.userId);
      if (!user) throw sessionExpired();
      const now = config.now();
      const keys = [userKey(user.username)];
      await assertNotThrottled(db, keys, now);
      if (!(await matchPassword(user, input.currentPassword, now))) {
        await countFailure(db, keys, now);
        throw badRequest(SERVER_MESSAGES.currentPasswordWrong);
      }
      const guessable = await guessableNewPasswordErrors(db, config.documents.carrierName, user, input.newPassword);
      if (guessable.length > 0) throw badRequest(...guessable);
      const hash = await hashPassword(input.newPassword, config.scryptCost);
      await db.transaction().execute(async (trx) => {
        await setPassword(trx, user.id, hash);
        await clearMustChangePassword(trx, session.sessionId);
        await deleteUserSessions(trx, user.id, { exceptSessionId: session.sessionId });
      });
      return { success: true, message: SERVER_MESSAGES.passwordChanged };
    },
  };
}
