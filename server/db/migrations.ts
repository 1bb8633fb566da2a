/**
 * Schema changes in order; each runs once, in a transaction. Append, never edit a released one.
 */
export const migrations: string[] = [
  // 1: content documents, stored the way Firestore stores them (collection, id, JSON body, metadata).
  `CREATE TABLE documents (
     collection TEXT NOT NULL,
     id TEXT NOT NULL,
     data TEXT NOT NULL CHECK (json_valid(data)),
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     created_by TEXT,
     updated_by TEXT,
     PRIMARY KEY (collection, id)
   ) WITHOUT ROWID;
   CREATE INDEX documents_updated ON documents (collection, updated_at);

   CREATE TABLE users (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     name TEXT,
     password_hash TEXT NOT NULL,
     role TEXT NOT NULL DEFAULT 'staff' CHECK (role IN ('admin', 'staff')),
     created_at TEXT NOT NULL,
     password_changed_at TEXT NOT NULL,
     failed_logins INTEGER NOT NULL DEFAULT 0,
     locked_until INTEGER
   );

   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_user ON sessions (user_id);`,

  // 2: visitor statistics, only as daily counters: no IP address, no user agent, no identifier of a visitor.
  `CREATE TABLE analytics_daily (
     day TEXT NOT NULL,
     path TEXT NOT NULL,
     referrer_host TEXT NOT NULL DEFAULT '',
     device TEXT NOT NULL,
     event TEXT NOT NULL,
     subject TEXT NOT NULL DEFAULT '',
     count INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (day, path, referrer_host, device, event, subject)
   ) WITHOUT ROWID;
   CREATE INDEX analytics_daily_event ON analytics_daily (event, day);`,

  // 3: documents as an ordinary rowid table. The list indexes (DocumentStore.ensureIndexes) hold every value a list
  // filters on; with a rowid table a count or a page of ids is answered from such an index alone, while a
  // WITHOUT ROWID table made SQLite look up each matching row in the table (about 10 times slower at 10,000 rows).
  // Dropping the old table drops its indexes; ensureIndexes creates the list indexes at start-up.
  `CREATE TABLE documents_rowid (
     collection TEXT NOT NULL,
     id TEXT NOT NULL,
     data TEXT NOT NULL CHECK (json_valid(data)),
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     created_by TEXT,
     updated_by TEXT,
     PRIMARY KEY (collection, id)
   );
   INSERT INTO documents_rowid (collection, id, data, created_at, updated_at, created_by, updated_by)
     SELECT collection, id, data, created_at, updated_at, created_by, updated_by FROM documents ORDER BY collection, created_at, id;
   DROP TABLE documents;
   ALTER TABLE documents_rowid RENAME TO documents;
   CREATE INDEX documents_updated ON documents (collection, updated_at);
   CREATE INDEX documents_created ON documents (collection, created_at);`,

  // 4: the full-text index of the `q` search (server/db/searchIndex.ts). Which fields it holds, and what visitors may
  // find in them, follows the declarations: DocumentStore.ensureIndexes derives the triggers that keep it current and,
  // in the same transaction, indexes the existing documents of every collection whose triggers are new or changed – on
  // the first start after this migration, all of them. Contentless (the documents keep the text), deletable by rowid.
  `CREATE VIRTUAL TABLE documents_search USING fts5(
     staff, visitor,
     content = '', contentless_delete = 1,
     tokenize = 'unicode61 remove_diacritics 2'
   );`,
  // 5: the mail outbox (server/mail/): each mail is written in the same transaction as what caused it and sent by
  // the worker. Times in milliseconds since 1970. `secrets` lists the parts of a mail (a reset link) that are
  // removed from it once it is sent or given up; `claimed_by`/`claimed_until` is the lease of the one worker
  // sending it, so several server processes never send a mail twice.
  `CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     message_id TEXT NOT NULL UNIQUE,
     mail_from TEXT NOT NULL,
     recipient TEXT NOT NULL COLLATE NOCASE,
     recipient_name TEXT,
     reply_to TEXT,
     reply_to_name TEXT,
     subject TEXT NOT NULL,
     html TEXT NOT NULL,
     text TEXT NOT NULL,
     secrets TEXT CHECK (secrets IS NULL OR json_valid(secrets)),
     related_collection TEXT,
     related_id TEXT,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_attempt_at INTEGER,
     last_error TEXT,
     claimed_by TEXT,
     claimed_until INTEGER,
     created_at INTEGER NOT NULL,
     sent_at INTEGER
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE INDEX outbox_created ON outbox (created_at);
   CREATE INDEX outbox_recipient ON outbox (kind, recipient, created_at);`,
  // 6: single-use links for staff who forgot their password (server/auth/passwordResetTokens.ts): only the SHA-256 of
  // the token is stored, so a leaked database or backup holds no usable link.
  `CREATE TABLE password_resets (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX password_resets_user ON password_resets (user_id);`,
  // 7: files sent with outbox mails (the exposé PDF of an exposé request's confirmation), written in the same
  // transaction as their mail. Stored once per content (`mail_files`, by SHA-256): a hundred requests for one exposé
  // keep one copy. A sent mail lets go of its files, and a file no mail refers to is removed.
  `CREATE TABLE mail_files (
     sha256 TEXT PRIMARY KEY,
     content BLOB NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE outbox_attachments (
     outbox_id TEXT NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     filename TEXT NOT NULL,
     content_type TEXT NOT NULL,
     sha256 TEXT NOT NULL REFERENCES mail_files (sha256),
     PRIMARY KEY (outbox_id, position)
   ) WITHOUT ROWID;
   CREATE INDEX outbox_attachments_file ON outbox_attachments (sha256);`,

  // 8: named leases of background jobs (server/jobs/jobLease.ts): with several server processes on one database,
  // one process at a time runs a portal transfer or the search-alert run. `until` in milliseconds since 1970.
  `CREATE TABLE job_leases (
     name TEXT PRIMARY KEY,
     holder TEXT NOT NULL,
     until INTEGER NOT NULL
   );`,

  // 9: saved searches with e-mail alerts (Suchaufträge, server/searchAlerts/). The criteria are columns, so matching a
  // new listing against every request is one query. Tokens of confirmation and management links only as SHA-256.
  // `search_alert_matches` records which listing was announced to which request (once each); `digest_pending` marks
  // those still waiting for a daily digest. `search_alert_listings` is what the last run saw of each listing (to tell
  // a newly published listing or a price drop from an edit); `search_alert_state` holds the run's watermarks. The
  // outbox gets `headers` (List-Unsubscribe of RFC 8058), sent with the mail and dropped once it is sent.
  `CREATE TABLE search_alerts (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL COLLATE NOCASE,
     name TEXT,
     frequency TEXT NOT NULL CHECK (frequency IN ('sofort', 'taeglich')),
     marketing_type TEXT,
     object_type TEXT,
     districts TEXT CHECK (districts IS NULL OR json_valid(districts)),
     max_price REAL,
     min_rooms REAL,
     min_area REAL,
     origin TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     confirmed_at INTEGER,
     last_click_at INTEGER NOT NULL,
     reminded_at INTEGER
   );
   CREATE INDEX search_alerts_active ON search_alerts (marketing_type, object_type) WHERE confirmed_at IS NOT NULL;
   CREATE INDEX search_alerts_created ON search_alerts (confirmed_at, created_at);
   CREATE INDEX search_alerts_email ON search_alerts (email);
   CREATE TABLE search_alert_tokens (
     token_hash TEXT PRIMARY KEY,
     alert_id TEXT NOT NULL REFERENCES search_alerts (id) ON DELETE CASCADE,
     purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'manage')),
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX search_alert_tokens_alert ON search_alert_tokens (alert_id);
   CREATE TABLE search_alert_matches (
     alert_id TEXT NOT NULL REFERENCES search_alerts (id) ON DELETE CASCADE,
     property_id TEXT NOT NULL,
     matched_at INTEGER NOT NULL,
     digest_pending INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (alert_id, property_id)
   ) WITHOUT ROWID;
   CREATE INDEX search_alert_matches_pending ON search_alert_matches (alert_id) WHERE digest_pending = 1;
   CREATE TABLE search_alert_listings (
     property_id TEXT PRIMARY KEY,
     available INTEGER NOT NULL,
     price REAL
   ) WITHOUT ROWID;
   CREATE TABLE search_alert_state (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) WITHOUT ROWID;
   ALTER TABLE outbox ADD COLUMN headers TEXT CHECK (headers IS NULL OR json_valid(headers));`,

  // 10: OpenImmo portal transfers (server/openimmo/). `openimmo_transfers` is the log staff see (status, counts, the
  // server's error text); `openimmo_sent` what each portal holds after the last successful transfer, with the listing
  // as it was sent, so a TEIL transfer sends exactly the changes and can still describe a listing deleted since.
  // Times in milliseconds since 1970.
  `CREATE TABLE openimmo_transfers (
     id TEXT PRIMARY KEY,
     portal_id TEXT NOT NULL,
     portal_name TEXT NOT NULL,
     umfang TEXT NOT NULL CHECK (umfang IN ('VOLL', 'TEIL')),
     reason TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('running', 'success', 'failed')),
     started_at INTEGER NOT NULL,
     finished_at INTEGER,
     listings INTEGER NOT NULL DEFAULT 0,
     changes INTEGER NOT NULL DEFAULT 0,
     deletions INTEGER NOT NULL DEFAULT 0,
     references_sent INTEGER NOT NULL DEFAULT 0,
     file_name TEXT,
     error TEXT
   );
   CREATE INDEX openimmo_transfers_portal ON openimmo_transfers (portal_id, started_at);
   CREATE TABLE openimmo_sent (
     portal_id TEXT NOT NULL,
     property_id TEXT NOT NULL,
     aktion TEXT NOT NULL,
     fingerprint TEXT NOT NULL,
     record TEXT NOT NULL CHECK (json_valid(record)),
     sent_at INTEGER NOT NULL,
     PRIMARY KEY (portal_id, property_id)
   ) WITHOUT ROWID;`,

  // 11: staff roles admin|editor (src/shared/auth/rolePolicy.ts), deactivated accounts and invitations
  // (server/accounts/). The role column is rebuilt column-wise because SQLite cannot change a CHECK in place, and a
  // rebuilt table would cascade-delete every session. Invitations store only the SHA-256 of their token.
  `ALTER TABLE users ADD COLUMN access_role TEXT NOT NULL DEFAULT 'editor' CHECK (access_role IN ('admin', 'editor'));
   UPDATE users SET access_role = CASE role WHEN 'admin' THEN 'admin' ELSE 'editor' END;
   ALTER TABLE users DROP COLUMN role;
   ALTER TABLE users RENAME COLUMN access_role TO role;
   ALTER TABLE users ADD COLUMN disabled_at INTEGER;
   ALTER TABLE users ADD COLUMN last_sign_in_at INTEGER;
   CREATE TABLE invitations (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL COLLATE NOCASE,
     role TEXT NOT NULL CHECK (role IN ('admin', 'editor')),
     invited_by TEXT REFERENCES users (id) ON DELETE SET NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX invitations_email ON invitations (email);`,
  // 12: "Mein Zugang" and two-factor sign-in (server/auth/sessionList.ts, server/auth/totp.ts). Sessions get a public
  // id (the list's handle for ending one; the token hash never leaves the server) and the browser's User-Agent.
  // `user_totp` holds an account's TOTP secret (confirmed_at NULL while the enrolment waits for its first code) and
  // the last time step used, so a code cannot be replayed; recovery codes are stored as SHA-256 (80 random bits
  // each). `pending_logins` are the short-lived tokens between a correct password and the second factor, hashed like
  // sessions. `staff_security` holds the admin's setting "two factors required for admins". Times in milliseconds.
  `ALTER TABLE sessions ADD COLUMN id TEXT;
   ALTER TABLE sessions ADD COLUMN user_agent TEXT;
   UPDATE sessions SET id = lower(hex(randomblob(16)));
   CREATE UNIQUE INDEX sessions_id ON sessions (id);
   CREATE TABLE user_totp (
     user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     secret TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     confirmed_at INTEGER,
     last_step INTEGER
   ) WITHOUT ROWID;
   CREATE TABLE totp_recovery_codes (
     code_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     used_at INTEGER
   ) WITHOUT ROWID;
   CREATE INDEX totp_recovery_codes_user ON totp_recovery_codes (user_id);
   CREATE TABLE pending_logins (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE staff_security (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) WITHOUT ROWID;`,
  // 13: change history and Papierkorb (server/history/, docs/access-policy.md "Change history"). `history` is
  // append-only: triggers refuse every UPDATE, and every DELETE unless the retention purge has put its marker row
  // into `history_purge` in the same transaction (server/history/historyStore.ts). `trash` keeps a deleted record
  // whole until `expires_at`. Times in milliseconds since 1970.
  `CREATE TABLE history (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     resource TEXT NOT NULL,
     record_id TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore')),
     author_id TEXT,
     author_name TEXT NOT NULL,
     at INTEGER NOT NULL,
     changes TEXT NOT NULL CHECK (json_valid(changes))
   );
   CREATE INDEX history_record ON history (resource, record_id, seq);
   CREATE TABLE history_purge (marker INTEGER NOT NULL);
   CREATE TRIGGER history_append_only_update BEFORE UPDATE ON history
   BEGIN SELECT RAISE(ABORT, 'history is append-only'); END;
   CREATE TRIGGER history_append_only_delete BEFORE DELETE ON history WHEN NOT EXISTS (SELECT 1 FROM history_purge)
   BEGIN SELECT RAISE(ABORT, 'history is append-only; only the retention purge deletes'); END;
   CREATE TABLE trash (
     resource TEXT NOT NULL,
     record_id TEXT NOT NULL,
     title TEXT NOT NULL,
     record TEXT NOT NULL CHECK (json_valid(record)),
     deleted_at INTEGER NOT NULL,
     deleted_by_id TEXT,
     deleted_by_name TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     PRIMARY KEY (resource, record_id)
   ) WITHOUT ROWID;
   CREATE INDEX trash_expires ON trash (expires_at);`,
  // 14: previews (server/preview/sqlitePreviewStore.ts): a form's unsaved values for 30 minutes, shared by every
  // process on this file. `id` is the SHA-256 of the link's token, never the token; `claim` the SHA-256 of the claim
  // cookie of the first browser that opened it (set by a conditional UPDATE). Times in milliseconds since 1970.
  `CREATE TABLE previews (
     id TEXT PRIMARY KEY,
     resource TEXT NOT NULL,
     record TEXT NOT NULL CHECK (json_valid(record)),
     path TEXT NOT NULL,
     owner TEXT,
     claim TEXT,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX previews_expires ON previews (expires_at);`,
  // 15: data requests (server/privacy/, docs/privacy.md). An erasure leaves only this note: when, by whom, how many
  // records of each kind, and the HMAC-SHA-256 of the address under this installation's own key (`privacy_keys`), so
  // a later request for the same address can tell that it was erased without the address being stored anywhere.
  `CREATE TABLE privacy_erasures (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     by TEXT NOT NULL,
     email_hash TEXT NOT NULL,
     counts TEXT NOT NULL CHECK (json_valid(counts))
   );
   CREATE INDEX privacy_erasures_email ON privacy_erasures (email_hash);
   CREATE TABLE privacy_keys (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) WITHOUT ROWID;`,
  // 16: the daily retention job's runs (server/retention/): one row per Cologne day, with how many records of each kind
  // it deleted, for the dashboard's overview and so that several processes run it once a day.
  `CREATE TABLE retention_runs (
     day TEXT PRIMARY KEY,
     at INTEGER NOT NULL,
     counts TEXT NOT NULL CHECK (json_valid(counts))
   ) WITHOUT ROWID;`,
];
