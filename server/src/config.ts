import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Where log lines go instead of stdout (tests read what would be logged). */
  logStream?: { write: (line: string) => void };
  /**
   * The reverse proxy's addresses (TRUST_PROXY: IPs or CIDRs, comma-separated; `1` = loopback): only
   * a connection from one of them may name the client in X-Forwarded-For (rate limit keys). false: none.
   */
  trustProxy: boolean | string;
  /** In-process read caches (docs/decisions.md: in-process caches); absent = the defaults, 0 turns one off. */
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
  /**
   * GET getteachers answers with the JSON text the database writes (modules/teachers/page-json.ts);
   * false (TEACHERS_PAGE_JSON=0) builds it from objects through the serializer, for measuring. @default true
   */
  teachersPageJson?: boolean;
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

const ms = (v: string | undefined) => (v === undefined || v === '' ? undefined : Math.max(0, Number(v) || 0));

const positive = (v: string | undefined) => (v && Number(v) > 0 ? Number(v) : undefined);
const mb = (v: string | undefined) => (positive(v) === undefined ? undefined : Math.round(Number(v) * 1024 * 1024));

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

/** Reads the environment; relative paths given in it resolve against the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const dataDir = env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : path.join(repoRoot, 'data');
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    uploadDir: env.UPLOAD_DIR ? path.resolve(cwd, env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    portalDist: env.PORTAL_DIST ? path.resolve(cwd, env.PORTAL_DIST) : path.join(repoRoot, 'hosts/portal/dist'),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT ?? 10),
      windowMs: 60_000,
      perIpMax: Number(env.LOGIN_IP_RATE_LIMIT ?? 100),
    },
    bodyTimeoutMs: ms(env.BODY_TIMEOUT_MS),
    intakeLimit: ms(env.INTAKE_LIMIT),
    drainDelayMs: ms(env.DRAIN_DELAY_MS),
    now: () => new Date(),
    schoolTimeZone: timeZone(env.SCHOOL_TIME_ZONE),
    logger: env.LOG_LEVEL !== 'silent',
    trustProxy: env.TRUST_PROXY === '1' ? 'loopback' : env.TRUST_PROXY || false,
    caches: {
      sessionTtlMs: ms(env.SESSION_CACHE_TTL_MS),
      publicTtlMs: ms(env.PUBLIC_CACHE_TTL_MS),
      listTtlMs: ms(env.LIST_CACHE_TTL_MS),
    },
    applications: {
      maxAgeDays: positive(env.APPLICATION_MAX_AGE_DAYS),
      requestMaxBytes: mb(env.APPLICATION_REQUEST_MAX_MB),
      applicantMaxBytes: mb(env.APPLICANT_MAX_MB),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisKey: env.REDIS_KEY || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    instanceTag: env.INSTANCE_TAG && /^[a-z0-9]{1,16}$/.test(env.INSTANCE_TAG) ? env.INSTANCE_TAG : undefined,
    teachersPageJson: env.TEACHERS_PAGE_JSON !== '0',
  };
}

/** A time zone Intl knows (SCHOOL_TIME_ZONE), or undefined for the default; a wrong name stops the start. */
function timeZone(value: string | undefined): string | undefined {
  if (!value) return undefined;
  new Intl.DateTimeFormat('en-US', { timeZone: value }); // throws RangeError on an unknown zone
  return value;
}
