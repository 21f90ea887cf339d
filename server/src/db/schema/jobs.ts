import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
