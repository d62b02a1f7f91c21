import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import type { SecondFactorConfirmed, SecondFactorEnrolment, StaffSession } from '@portal/domain/carrier/staff-session';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { assertNotThrottled, clearCount, countFailure } from '../auth/service';
import { replaceRecoveryCodes, takeTotpStep, updateStaffUser, useRecoveryCode } from './repo';
import { newRecoveryCodes, newTotpSecret, qrSvg, recoveryCodeHash, totpStepOf, totpUri } from './second-factor';
import { signInStages } from './sign-in-stages';
import type { StaffAuth } from './staff-sessions';

// The second factor's steps of a staff sign-in (decision 0054): set-up with a QR code and a first
// code, then a code (or a recovery code) at every sign-in. Failed codes count in the sign-in
// throttle under a key of their own.

const codeKey = (username: string) => `staff-code:${username.trim().toLowerCase()}`;

export function secondFactorSteps(deps: Deps) {
  const { db, config } = deps;
  const { atStage, moveTo } = signInStages(deps);
  return {
    async enrol(auth: StaffAuth): Promise<SecondFactorEnrolment> {
      const staff = await atStage(auth, 'enrol-second-factor');
      const secret = newTotpSecret();
      await updateStaffUser(db, staff.id, { totpPendingSecret: secret });
      const uri = totpUri(secret, config.documents.carrierName, staff.username);
      return { secret, uri, qrSvg: await qrSvg(uri) };
    },

    async confirm(auth: StaffAuth, code: string): Promise<SecondFactorConfirmed> {
      const staff = await atStage(auth, 'enrol-second-factor');
      if (!staff.totpPendingSecret) throw badRequest(CARRIER_MESSAGES.notEnrolling);
      if (code.trim() === '') throw badRequest(CARRIER_MESSAGES.codeBlank);
      const step = await totpStepOf(staff.totpPendingSecret, code, config.now());
      if (step === null) throw badRequest(CARRIER_MESSAGES.wrongCode);
      const recoveryCodes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await updateStaffUser(trx, staff.id, { totpSecret: staff.totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
        await replaceRecoveryCodes(trx, staff.id, recoveryCodes.map(recoveryCodeHash));
      });
      return { session: await moveTo(auth, 'ready'), recoveryCodes };
    },

    /** The code at sign-in: a TOTP code not used before, or an unused recovery code. */
    async verify(auth: StaffAuth, code: string): Promise<StaffSession> {
      const staff = await atStage(auth, 'second-factor');
      if (code.trim() === '') throw badRequest(CARRIER_MESSAGES.codeBlank);
      const now = config.now();
      const keys = [codeKey(staff.username)];
      await assertNotThrottled(db, keys, now);
      const step = staff.totpSecret ? await totpStepOf(staff.totpSecret, code, now) : null;
      const accepted = step !== null ? await takeTotpStep(db, staff.id, step) : await useRecoveryCode(db, staff.id, recoveryCodeHash(code), now);
      if (!accepted) {
        await countFailure(db, keys, now);
        throw badRequest(CARRIER_MESSAGES.wrongCode);
      }
      await clearCount(db, codeKey(staff.username));
      return moveTo(auth, 'ready');
    },
  };
}
