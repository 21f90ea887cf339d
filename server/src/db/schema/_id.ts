import { text, timestamp } from 'drizzle-orm/pg-core';

/** Text primary keys (the spec's `_id`), generated in the app so both drivers behave alike. */
export const pk = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
