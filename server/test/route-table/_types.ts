import type { Db } from '../../src/db';
import type { SeedIds } from './_ids';

// ─── The route table: what every demo role gets from every route ─────────────────────────────
// One file per area (core.ts, content.ts, ...; a file whose name starts with `_` is not a table),
// each with a default export `RouteTable`. route-table.test.ts combines them, calls every route
// registered in the app for no token and each demo account, and fails when a route has no entry
// (or an entry names a route that does not exist). Add your area's routes to your area's file.

/**
 * A custom role's holder (issue 37): 'Librarian', a teacher-kind role carrying Manage content, held
 * by one account that route-table.test.ts makes before the calls (createrole, createuser, its
 * password changed). By kind a teacher who teaches and owns nothing; by its role a content manager.
 */
export const LIBRARIAN = 'Librarian';

/**
 * Who calls: no token, or a demo account of the seed (password Passw0rd!). TE-0003 and FA-0002
 * are the second teacher and the second parent (issue 22): TE-0003 neither owns Grade 7 A nor
 * teaches its Mathematics, FA-0002 is not linked to ST-0001, so ownership on every route is seen
 * (a route that checks only the role lets them through where the owner is expected).
 */
export const CALLERS = [
  'anonymous',
  'SA-0001',
  'AD-0001',
  'TE-0001',
  'TE-0002',
  'TE-0003',
  'ST-0001',
  'ST-0002',
  'FA-0001',
  'FA-0002',
  LIBRARIAN,
] as const;
export type Caller = (typeof CALLERS)[number];

/** Super admin and admin. */
export const ADMINS = ['SA-0001', 'AD-0001'] as const satisfies readonly Caller[];
/** Every account that is neither locked nor anonymous (TE-0002 has a temporary password, ST-0002 is an applicant). */
export const SIGNED_IN = [
  'SA-0001',
  'AD-0001',
  'TE-0001',
  'TE-0003',
  'ST-0001',
  'FA-0001',
  'FA-0002',
  LIBRARIAN,
] as const satisfies readonly Caller[];
/**
 * The unlocked teachers: TE-0001 (owns Grade 7 A, teaches its Mathematics), TE-0003 (teaches another
 * course there) and the Librarian (teacher kind, teaches nothing).
 */
export const TEACHERS = ['TE-0001', 'TE-0003', LIBRARIAN] as const satisfies readonly Caller[];
/** Admins and the holders of Manage content: the admins and the Librarian, through its role. */
export const CONTENT_MANAGERS = ['SA-0001', 'AD-0001', LIBRARIAN] as const satisfies readonly Caller[];
/**
 * The note of a write whose body names the record: with the table's empty body the role passes
 * and validation answers 400 before ownership is asked; server/test/ownership-writes.test.ts sends
 * valid bodies naming TE-0001's and ST-0001's records as TE-0003 and FA-0002 (403).
 */
export const BODY_NAMES_RECORD = 'the body names the record: 400 at validation here, ownership in ownership-writes.test.ts';
/** Every demo account, the locked ones too. */
export const ANY_ACCOUNT = [...SIGNED_IN, 'TE-0002', 'ST-0002'] as const satisfies readonly Caller[];
/** A key that names no record: routes answer 404 or 400 past the policy, never 2xx. */
export const NONE = '00000000-0000-4000-8000-000000000000';

/** A value, or one computed from the seed (ids of records made at seed time). */
export type Values<T> = T | ((seed: { ids: SeedIds; db: Db }) => T | Promise<T>);

export interface RouteExpectation {
  /**
   * The callers the route does not refuse (any status but 401, 403 and 440: a 400 or 404 with
   * the dummy values below is fine, it means the rule let the caller through). Everyone else
   * must be refused: 401 without a token, 403 with one. 'everyone' for public routes.
   */
  allowed: 'everyone' | readonly Caller[];
  /**
   * Values of the path parameters: real seed keys where the rule looks at the record (ownership),
   * dummies (NONE) where it does not; `:token` is filled in by the test with the caller's token.
   * Prefer dummies for writes, so a call that is let through changes nothing.
   */
  params?: Values<Record<string, string>>;
  query?: Values<Record<string, string>>;
  /** A JSON body (omitted: none, so most writes stop at validation with 400). */
  body?: Values<unknown>;
  /** Signs every caller in afresh for this route (routes that end the session: logout). */
  freshSession?: boolean;
  /** Why, when the outcome is not obvious from the route's policy. */
  note?: string;
}

/** 'METHOD /api/path/:param' → what each caller gets. */
export type RouteTable = Record<string, RouteExpectation>;
