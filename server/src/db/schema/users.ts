import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';

/**
 * Roles are named records (spec 002 §6): super admin, admin, teacher, student, Family. Issue 18:
 * these five are the only roles (a custom role meant nothing to the policy module and could not
 * be given to anyone); the check keeps it so.
 */
export const roles = pgTable(
  'roles',
  {
    id: pk(),
    name: text('name').notNull().unique(),
  },
  (t) => [check('roles_built_in', sql`${t.name} in ('super admin', 'admin', 'teacher', 'student', 'Family')`)],
);

/** Every person who can sign in. `ID` is the human login id, e.g. 'ST-0001'. */
export const users = pgTable(
  'users',
  {
    id: pk(),
    ID: text('login_id').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    tempPasswordChanged: boolean('temp_password_changed').notNull().default(false),
    approved: boolean('approved').notNull().default(true),
    photo: text('photo'),
    /** A frozen account cannot sign in (teacher dismissed, student inactive). */
    frozen: boolean('frozen').notNull().default(false),
    online: boolean('online').notNull().default(false),
    /** The interface language the person chose (issue 19): 'en' or 'am'. */
    language: text('language').notNull().default('en'),
    /** How dates are shown to the person (issue 19): 'gregorian' or 'ethiopic'. */
    calendar: text('calendar').notNull().default('gregorian'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en', 'am')`),
    check('users_calendar_check', sql`${t.calendar} in ('gregorian', 'ethiopic')`),
    index('users_role_idx').on(t.roleId),
    // One account per email whatever its case (accounts/service.ts checks first; this is the guarantee).
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // IDs sign in whatever their case (`ad-0001`), so two may never differ only by case.
    uniqueIndex('users_login_id_lower_idx').on(sql`lower(${t.ID})`),
  ],
);

/** Server-side sessions: the JWT carries `sid`; logout deletes the row, revoking the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: pk(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Random per-session key that signs file URLs (files/file-tokens.ts); null for sessions made before it. */
    fileKey: text('file_key'),
    /** The browser or app that signed in (its User-Agent, cut to 300 characters): the sessions list shows it (issue 36). */
    device: text('device'),
    /** When the session was last used (written at most once a minute by the guard); null until then. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
