import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { CredentialCheck } from './modules/auth/credentials';
import type { Mailer } from './modules/mail/service';

/** What services need from the outside world, built once in app.ts. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** One per app: it caches the dummy hash spent on unknown users. */
  matchPassword: CredentialCheck;
}
