import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { WriteBatcher } from './db/write-batch';
import type { CredentialCheck } from './modules/auth/credentials';
import type { Mailer } from './modules/mail/service';

/** What services need from the outside world, built once in app.ts. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** One per app: it caches the dummy hash spent on unknown users. */
  matchPassword: CredentialCheck;
  /** Group commit for the frequent writes (quotes); its work may use only the transaction it gets. */
  writes: WriteBatcher;
}
