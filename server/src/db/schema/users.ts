import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';

/** The five kinds a role is of (spec 002 §6); the five built-in roles are named after them. */
export const ROLE_KINDS = ['super admin', 'admin', 'teacher', 'student', 'Family'] as const;

/**
 * Roles are named records (spec 002 §6). Each is of one of the five kinds, which fixes its holders'
 * login ID prefix, landing page and base policy; a custom role (a "Librarian" of the teacher kind)
 * may carry permissions its holders get (role_permissions). The five built-in roles are named after
 * their kind and cannot be renamed or deleted (trigger roles_guard, docs/decisions/0180-custom-roles-of-five-kinds.md);
 * a held role cannot be deleted (users.role_id's reference).
 */
export const roles = pgTable(
  'roles',
  {
    id: pk(),
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: ROLE_KINDS }).notNull(),
    builtIn: boolean('built_in').notNull().default(false),
  },
  (t) => [
    check('roles_kind_check', sql`${t.kind} in ('super admin', 'admin', 'teacher', 'student', 'Family')`),
    check('roles_built_in_named', sql`not ${t.builtIn} or ${t.name} = ${t.kind}`),
    // "Librarian" and "librarian" are one name.
    uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`),
  ],
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
    /** Random per-session key that signs file URLs (auth/file-tokens.ts); null for sessions made before it. */
    fileKey: text('file_key'),
    /** The browser or app that signed in (its User-Agent, cut to 300 characters): the sessions list shows it (issue 36). */
    device: text('device'),
    /** When the session was last used (written at most once a minute by the guard); null until then. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
