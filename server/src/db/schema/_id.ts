import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column helpers every table of the schema shares.

/** Text primary keys (the spec's `_id`), generated in the app so both drivers behave alike. */
export const pk = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A required reference to another table's row that is deleted with it: `text(name) NOT NULL
 * REFERENCES target ON DELETE CASCADE`. Optional references and other delete rules are written out.
 */
export const cascadeRef = (name: string, target: () => AnyPgColumn) => text(name).notNull().references(target, { onDelete: 'cascade' });
