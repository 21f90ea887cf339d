import type { FastifyServerOptions } from 'fastify';
import { pgErrorOf } from './db-errors';

// ─── What the logs may hold ───────────────────────────────────────────────────────────────────
// Logs travel further than the database (files, log shippers, screenshots in a ticket), so they
// never hold a credential or a person's data:
//   - a file URL's last segment (its token: a signed file token or, for old links, a session
//     JWT), any JWT anywhere in a URL and `token=` query values are replaced by [redacted];
//   - Authorization and Cookie headers are never logged (the request serializer takes none, and
//     `redact` covers any header object logged by hand);
//   - a failed query is logged as its SQL text and the database's error code and constraint,
//     never with its bound values (drizzle puts them in the message and in `params`; PostgreSQL
//     puts them in `detail`): password hashes, emails and names stay out.

const REDACTED = '[redacted]';
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
/** The signed file token of auth/file-tokens.ts: session id . expiry . signature. */
const FILE_TOKEN = /[0-9a-f-]{36}\.[0-9]+\.[A-Za-z0-9_-]{20,}/g;
const TOKEN_QUERY = /([?&](?:token|access_token|fileToken)=)[^&#]*/gi;

/**
 * The URL as it may be logged. `routePattern` is the matched route (e.g.
 * /api/students/:file/:token): a route whose last parameter is `:token` has its last segment
 * redacted whatever it holds.
 */
export function redactUrl(url: string, routePattern?: string): string {
  const [pathPart, ...rest] = url.split('?');
  let path = pathPart;
  // A calendar feed's address ends with its secret too (/api/calendar/:token.ics).
  if (routePattern && /\/:token(\.ics)?$/.test(routePattern)) path = path.replace(/\/[^/]*$/, `/${REDACTED}`);
  path = path.replace(JWT, REDACTED).replace(FILE_TOKEN, REDACTED);
  const query = rest.length ? `?${rest.join('?')}` : '';
  return path + query.replace(TOKEN_QUERY, `$1${REDACTED}`).replace(JWT, REDACTED);
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  routeOptions?: { url?: string };
  socket?: { remotePort?: number };
}

function requestSerializer(req: RequestLike) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? '', req.routeOptions?.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** A value-free copy of the database's message: quoted values (`"2026-02-30"`) become [value]. */
const valueFree = (text: string) => text.replace(/"[^"]*"/g, '"[value]"').replace(JWT, REDACTED);

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Errors as logged: name, value-free message and stack, status and database code. */
export function errorSerializer(err: unknown): SerializedError {
  const e = (err ?? {}) as { name?: string; message?: string; stack?: string; statusCode?: number; code?: unknown; query?: unknown };
  const pg = pgErrorOf(err);
  let message = String(e.message ?? err);
  // drizzle: "Failed query: <sql>\nparams: <values>" — keep the SQL, drop the values. The SQL is
  // parameterised ($1, $2…), so its quoted identifiers ("users") stay readable; a literal written
  // into it ('…') is blanked all the same.
  if (typeof e.query === 'string' || /^Failed query:/.test(message)) {
    const text = typeof e.query === 'string' ? e.query : message.split('\nparams:')[0].replace(/^Failed query: /, '');
    message = `Failed query: ${text.replace(/'(?:[^']|'')*'/g, "'[value]'").replace(JWT, REDACTED)}`;
  } else message = valueFree(message);
  const stackLines = String(e.stack ?? '').split('\n');
  const frames = stackLines.filter((l) => /^\s+at /.test(l));
  const out: SerializedError = {
    type: e.name ?? 'Error',
    message,
    stack: [`${e.name ?? 'Error'}: ${message}`, ...frames].join('\n'),
  };
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (pg) {
    out.dbCode = pg.code;
    if (pg.constraint) out.constraint = pg.constraint;
    if (pg.table) out.table = pg.table;
    if (pg.column) out.column = pg.column;
    out.dbMessage = valueFree(pg.message ?? '');
  } else if (typeof e.code === 'string') out.code = e.code;
  return out;
}

/** The logger options of the app: level, serializers and redaction (see the banner above). */
export function loggerOptions(level: string, stream?: { write: (line: string) => void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestSerializer as never, err: errorSerializer as never },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'password',
        'passwordHash',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.fileKey',
      ],
      censor: REDACTED,
    },
  };
}
