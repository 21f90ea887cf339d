import { bigint, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, pk } from './_id';
import { users } from './users';

/**
 * Every uploaded file, written by the upload helper (files/upload.ts) whatever the area: what
 * the disk alone cannot say. Served files are named by `originalName` (Content-Disposition),
 * an applicant's uploads add up against their quota, and purges find a person's files here.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: pk(),
    /** The upload folder (users, students, assignments, email, ...). */
    kind: text('kind').notNull(),
    /** Generated name inside the folder: random hex + the detected extension. */
    storedName: text('stored_name').notNull(),
    /** The name on the sender's computer, cleaned; only ever shown or sent as a header value. */
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    /** Who sent it (null: anonymous, e.g. an application before its account exists). */
    uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('stored_files_kind_name').on(t.kind, t.storedName), index('stored_files_uploader_idx').on(t.uploaderId)],
);
