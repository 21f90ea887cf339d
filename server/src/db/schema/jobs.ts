import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// ─── Job leases (server/src/jobs/runner.ts) ──────────────────────────────────────────────────
// One row per background job: the instance holding it runs it until `until`, renewing it on each
// run; another instance takes it only once it has lapsed (its holder stopped or died), so a job
// runs on one instance at a time. Handing back at shutdown deletes the holder's rows.
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

// ─── Idempotency keys (server/src/http/idempotency.ts, issue 36) ─────────────────────────────
// A POST sent with `Idempotency-Key` is claimed here before its handler runs (the primary key makes
// the claim once across every instance); its answer is stored when it is sent, and a repeat of the
// key by the same caller gets that answer again instead of a second write. `status` is null while
// the first is in progress. Rows are purged after a day.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: the caller's user id, or '' for a request without a session. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** METHOD and route of the first request: the key may not be reused for another. */
    route: text('route').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
