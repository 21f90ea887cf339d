import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Defaults live at the repo root whatever the cwd (npm workspace scripts run in server/). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  corsOrigins: string[];
  uploadDir: string;
  portalDist: string;
  /**
   * Sign-in attempts allowed within `windowMs`: `max` per IP + normalised ID (after the body is
   * read), `perIpMax` per IP across all IDs (before it is read; default 100).
   */
  loginRateLimit: { max: number; windowMs: number; perIpMax?: number };
  /**
   * A request whose body stops arriving for this long is answered 408 and its connection closed
   * (a stalled upload must not hold a connection and its parser open). @default 30000
   */
  bodyTimeoutMs?: number;
  /**
   * Sign-ins, and exam code checks and starts, in progress at a time (each its own intake gate); the
   * rest wait their turn so answer saves never queue behind a start ramp (INTAKE_LIMIT, 0 = no
   * gate; http/intake.ts). @default 2
   */
  intakeLimit?: number;
  /**
   * After SIGTERM, how long /api/ready answers 503 "draining" while the instance still serves,
   * before its listener closes (DRAIN_DELAY_MS; longer than a balancer's check interval). @default 5000
   */
  drainDelayMs?: number;
  /** Injectable clock so tests can mint and check expired tokens. */
  now: () => Date;
  /** The school's time zone, for times the server writes in words (SCHOOL_TIME_ZONE). @default 'Africa/Addis_Ababa' */
  schoolTimeZone?: string;
  logger: boolean;
  /** pino's level (LOG_LEVEL). @default 'info' */
  logLevel?: string;
  /** Connections of the PostgreSQL pool (PG_POOL_MAX; decision 130). @default 10 */
  pgPoolMax?: number;
  /** The accept queue of the listening socket (LISTEN_BACKLOG). @default 4096 */
  listenBacklog?: number;
  /** Where log lines go instead of stdout (tests read what would be logged). */
  logStream?: { write: (line: string) => void };
  /**
   * The reverse proxy's addresses (TRUST_PROXY: IPs or CIDRs, comma-separated; `1` = loopback): only
   * a connection from one of them may name the client in X-Forwarded-For (rate limit keys). false: none.
   */
  trustProxy: boolean | string;
  /** In-process read caches (docs/decisions/0021-in-process-caches-public-reads-admin-lists-sessions.md); absent = the defaults, 0 turns one off. */
  caches?: CacheConfig;
  /** With it, socket.io uses the Redis adapter so several instances share chat and presence. */
  redisUrl?: string;
  /** Limits of student applications (POST register); absent = the defaults of modules/admissions/applicationFiles.ts. */
  applications?: ApplicationConfig;
  /** Prefix of the Redis adapter's channels, so several schools (or test runs) share one Redis. @default 'socket.io' */
  redisKey?: string;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); unset = no metrics endpoint. */
  metricsToken?: string;
  /**
   * This instance's name behind a balancer (INSTANCE_TAG, e.g. 'i2'): socket.io session ids start
   * with it, so nginx routes a session's polling requests back here (scripts/cluster/nginx.mjs).
   */
  instanceTag?: string;
  /** Days the audit trail keeps an event; the retention job deletes older ones (AUDIT_RETENTION_DAYS). @default 365 */
  auditRetentionDays?: number;
}

export interface ApplicationConfig {
  /** Unapproved applications older than this many days are deleted with their files (APPLICATION_MAX_AGE_DAYS, default 90). */
  maxAgeDays?: number;
  /** Most bytes the files of one POST register may hold together (APPLICATION_REQUEST_MAX_MB, default 30 MB). */
  requestMaxBytes?: number;
  /** Most bytes an applicant's files may hold in all (APPLICANT_MAX_MB, default 60 MB). */
  applicantMaxBytes?: number;
}

export interface CacheConfig {
  /** How long a checked session row is trusted (logout, freeze, password change clear it). */
  sessionTtlMs?: number;
  /** Public reads (public-data, news, gallery, staff messages, feedback shown). */
  publicTtlMs?: number;
  /** The admin lists (students, teachers, applicants, academic periods). */
  listTtlMs?: number;
}

export const DEFAULT_DRAIN_DELAY_MS = 5000;

export const pgliteDir = (c: AppConfig) => path.join(c.dataDir, 'pglite');

/** Keeps tokens valid across restarts when JWT_SECRET is not given. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment (checked by the settings schema); relative paths given in it resolve against the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const s = readSettings(env);
  const dataDir = s.DATA_DIR ? path.resolve(cwd, s.DATA_DIR) : path.join(repoRoot, 'data');
  const mb = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 1024 * 1024));
  return {
    port: s.PORT,
    dataDir,
    databaseUrl: s.DATABASE_URL,
    jwtSecret: s.JWT_SECRET ?? persistentSecret(dataDir),
    corsOrigins: s.CORS_ORIGINS,
    uploadDir: s.UPLOAD_DIR ? path.resolve(cwd, s.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    portalDist: s.PORTAL_DIST ? path.resolve(cwd, s.PORTAL_DIST) : path.join(repoRoot, 'hosts/portal/dist'),
    loginRateLimit: { max: s.LOGIN_RATE_LIMIT, windowMs: 60_000, perIpMax: s.LOGIN_IP_RATE_LIMIT },
    bodyTimeoutMs: s.BODY_TIMEOUT_MS,
    intakeLimit: s.INTAKE_LIMIT,
    drainDelayMs: s.DRAIN_DELAY_MS,
    now: () => new Date(),
    schoolTimeZone: s.SCHOOL_TIME_ZONE,
    logger: s.LOG_LEVEL !== 'silent',
    logLevel: s.LOG_LEVEL,
    trustProxy: s.TRUST_PROXY,
    caches: { sessionTtlMs: s.SESSION_CACHE_TTL_MS, publicTtlMs: s.PUBLIC_CACHE_TTL_MS, listTtlMs: s.LIST_CACHE_TTL_MS },
    applications: {
      maxAgeDays: s.APPLICATION_MAX_AGE_DAYS,
      requestMaxBytes: mb(s.APPLICATION_REQUEST_MAX_MB),
      applicantMaxBytes: mb(s.APPLICANT_MAX_MB),
    },
    redisUrl: s.REDIS_URL,
    redisKey: s.REDIS_KEY,
    metricsToken: s.METRICS_TOKEN,
    instanceTag: s.INSTANCE_TAG,
    pgPoolMax: s.PG_POOL_MAX,
    listenBacklog: s.LISTEN_BACKLOG,
    auditRetentionDays: s.AUDIT_RETENTION_DAYS,
  };
}

// ─── The settings: every environment variable the server reads, checked once (issue 40) ───────
// Read here and nowhere else in server/src (lint's no-restricted-properties and
// scripts/checks/settings.test.ts hold it). Each product setting is a row of the README's
// Configuration table; each bench switch (a code path kept only to compare with, a trace) a row
// of the README's "Bench switches" table (the same test checks both). A value that does not fit
// stops the start with one line per setting, naming it: a typo never silently becomes a default.

/** An empty variable counts as unset, as a shell's `FOO= npm start` means. */
const unset = (v: unknown) => (v === '' ? undefined : v);
const whole = (min: number) =>
  z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d+$/, { error: min > 0 ? 'must be a whole number of at least 1' : 'must be a whole number (0 or more)' })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, { error: `must be at least ${min}` }),
      )
      .optional(),
  );
const decimal = z.preprocess(
  unset,
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, { error: 'must be a number greater than 0' })
    .transform(Number)
    .pipe(z.number().positive({ error: 'must be greater than 0' }))
    .optional(),
);
const text = z.preprocess(unset, z.string().optional());
/** '1' on, '0' off; unset takes the default. */
const flag = (fallback: boolean) =>
  z.preprocess(
    unset,
    z
      .enum(['0', '1'], { error: "must be '1' (on) or '0' (off)" })
      .transform((v) => v === '1')
      .default(fallback),
  );
const url = (schemes: string[]) =>
  z.preprocess(
    unset,
    z
      .string()
      .refine((v) => schemes.some((s) => v.startsWith(`${s}://`)), {
        error: `must be a URL starting ${schemes.map((s) => `${s}://`).join(' or ')}`,
      })
      .optional(),
  );

/** What a school sets to run the product (README, Configuration). */
export const productSettings = z.object({
  // 0 asks the system for any free port (the tests' child servers do).
  PORT: whole(0)
    .refine((p) => p === undefined || p <= 65535, { error: 'must be a port number (0 to 65535)' })
    .transform((p) => p ?? 3000),
  DATA_DIR: text,
  DATABASE_URL: url(['postgres', 'postgresql']),
  JWT_SECRET: text,
  CORS_ORIGINS: z.preprocess(
    unset,
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
        error: 'must be origins separated by commas, each like https://www.school.example (no path)',
      }),
  ),
  UPLOAD_DIR: text,
  PORTAL_DIST: text,
  LOG_LEVEL: z.preprocess(
    unset,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
  ),
  LOGIN_RATE_LIMIT: whole(1).transform((v) => v ?? 10),
  LOGIN_IP_RATE_LIMIT: whole(1).transform((v) => v ?? 100),
  BODY_TIMEOUT_MS: whole(0),
  TRUST_PROXY: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[0-9a-fA-F.:/, ]+$/, { error: "must be '1' (loopback), '0', or the proxy's addresses (IPs or CIDRs, comma-separated)" })
      .optional()
      .transform((v): boolean | string => (v === undefined || v === '0' ? false : v === '1' ? 'loopback' : v)),
  ),
  PUBLIC_CACHE_TTL_MS: whole(0),
  LIST_CACHE_TTL_MS: whole(0),
  SESSION_CACHE_TTL_MS: whole(0),
  REDIS_URL: url(['redis', 'rediss']),
  REDIS_KEY: text,
  METRICS_TOKEN: text,
  INSTANCE_TAG: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[a-z0-9]{1,16}$/, { error: 'must be 1 to 16 lower-case letters or digits (i1, i2, …)' })
      .optional(),
  ),
  SCHOOL_TIME_ZONE: z.preprocess(
    unset,
    z
      .string()
      .refine(
        (zone) => {
          try {
            new Intl.DateTimeFormat('en-US', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        },
        { error: 'must be a time zone name such as Africa/Addis_Ababa' },
      )
      .optional(),
  ),
  INTAKE_LIMIT: whole(0),
  DRAIN_DELAY_MS: whole(0),
  PG_POOL_MAX: whole(1).transform((v) => v ?? 10),
  LISTEN_BACKLOG: whole(1).transform((v) => v ?? 4096),
  APPLICATION_MAX_AGE_DAYS: decimal,
  APPLICATION_REQUEST_MAX_MB: decimal,
  APPLICANT_MAX_MB: decimal,
  AUDIT_RETENTION_DAYS: decimal,
});

/**
 * Switches the benches set to compare with an earlier code path, or to trace one (README, "Bench
 * switches"). A school leaves them unset: the defaults are the product.
 */
export const benchSwitches = z.object({
  PGLITE_WORKER: z.preprocess(unset, z.enum(['0', '1'], { error: "must be '1' or '0'" }).optional()),
  PGLITE_FLUSH_THREAD: flag(true),
  PGLITE_EAGER_FLUSH: flag(true),
  PGLITE_SLICE_MS: whole(0).transform((v) => v ?? 2),
  PGLITE_ZERO_PAGE_SYNC: flag(false),
  PGLITE_SIZE_CACHE: flag(true),
  PGLITE_STATEMENT_CACHE: flag(true),
  TAKERS_VIEW_CHUNK: whole(0).transform((v) => v ?? 200),
  EXAM_TRACE: flag(false),
  EXAM_TRACE_FILE: text,
  /** The exam bench's share of phones that reload or lose the network mid-exam, in percent (scripts/bench/exam.mjs reads it; decision 150). */
  EXAM_BENCH_PHONES: whole(0)
    .refine((v) => v === undefined || v <= 100, { error: 'must be a percentage, 0 to 100' })
    .transform((v) => v ?? 10),
});

const settingsSchema = productSettings.extend(benchSwitches.shape);
export type Settings = z.infer<typeof settingsSchema>;

/** Settings that do not fit: the message names each one. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Not starting: ${problems.length === 1 ? 'a setting does' : 'settings do'} not fit:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

/** Checks and converts the environment's settings; throws a SettingsError naming every one that does not fit. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  throw new SettingsError(
    result.error.issues.map((i) => `${i.path.join('.')}=${JSON.stringify(env[String(i.path[0])] ?? '')}: ${i.message}`),
  );
}

let current: Settings | undefined;
/**
 * This process's settings, read once. Any thread may ask (the database worker reads its switches
 * here): a worker thread sees the same environment as the main thread.
 */
export const settings = (): Settings => (current ??= readSettings(process.env));

/** The environment handed to the programs the server runs (pg_dump, psql, tar: PATH, PG* variables). */
export const childEnvironment = (): NodeJS.ProcessEnv => process.env;
