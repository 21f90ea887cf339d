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
  /** Login attempts allowed per IP + ID within `windowMs`. */
  loginRateLimit: { max: number; windowMs: number };
  /** Injectable clock so tests can mint and check expired tokens. */
  now: () => Date;
  logger: boolean;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limit keys). */
  trustProxy: boolean;
}

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
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), windowMs: 60_000 },
    now: () => new Date(),
    logger: env.LOG_LEVEL !== 'silent',
    trustProxy: env.TRUST_PROXY === '1',
  };
}
