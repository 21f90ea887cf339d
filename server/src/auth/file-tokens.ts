import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// ─── Signed file tokens ──────────────────────────────────────────────────────────────────────
// A file URL keeps its token as the last path segment (spec 000 §7: an <img> cannot send a
// header), but that segment is no longer the session token: it is
//     <session id>.<expiry, unix seconds>.<base64url HMAC-SHA256>
// signed with the session's `file_key` over `<session id>.<expiry>.<file path>`, where the file
// path is the URL's segments between the /api prefix and the token, decoded and joined with '/'
// (`users/ab12.png`, `assignments/x.pdf/<assignment id>`). So a URL that leaks (a log, the
// browser history, a PDF viewer's title, a Referer) opens that one file, for that session's
// person, for minutes.
//
// The key is derived from the session token (sha-256 of a label and the token), so the client
// that holds the token computes it and signs file URLs synchronously, with no extra round trip
// and no change to any widget (packages/api/src/client/file-signing.ts does the same sums). The
// server keeps it in `sessions.file_key`; the token itself is never stored.
// Old links that carry the session JWT keep working while their session lives (440 after).

/** How far ahead of the server's clock an expiry may lie: the client's 10-15 min plus clock skew. */
export const FILE_TOKEN_MAX_AHEAD_S = 20 * 60;

const FILE_KEY_LABEL = 'school-file-key:';

/** The session's file key, from its token (the client computes the same). */
export const fileKeyOf = (sessionToken: string) =>
  createHash('sha256')
    .update(FILE_KEY_LABEL + sessionToken)
    .digest('base64url');

export interface ParsedFileToken {
  sid: string;
  exp: number;
  sig: string;
}

const SHAPE = /^([0-9a-f-]{36})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The parts of a signed file token, or null when the segment is something else (e.g. a JWT). */
export function parseFileToken(token: string): ParsedFileToken | null {
  const m = SHAPE.exec(token);
  return m ? { sid: m[1], exp: Number(m[2]), sig: m[3] } : null;
}

export const fileSignature = (fileKey: string, sid: string, exp: number, filePath: string) =>
  createHmac('sha256', Buffer.from(fileKey, 'base64url')).update(`${sid}.${exp}.${filePath}`).digest('base64url');

/** A token for `filePath` (tests, and anything server-side that hands out a file URL). */
export function signFileToken(fileKey: string, sid: string, exp: number, filePath: string): string {
  return `${sid}.${exp}.${fileSignature(fileKey, sid, exp, filePath)}`;
}

export function signatureMatches(fileKey: string, t: ParsedFileToken, filePath: string): boolean {
  const want = Buffer.from(fileSignature(fileKey, t.sid, t.exp, filePath));
  const got = Buffer.from(t.sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/**
 * The signed file path of a request: the matched route (`/api/assignments/:file/:assignment_id/:token`)
 * with its parameters filled in (decoded, as fastify gives them), without the prefix and the token.
 */
export function filePathOf(routeUrl: string, params: Record<string, unknown>, prefix = '/api/'): string {
  const pattern = routeUrl.startsWith(prefix) ? routeUrl.slice(prefix.length) : routeUrl.replace(/^\//, '');
  return pattern
    .replace(/\/:token$/, '')
    .split('/')
    .map((seg) => (seg.startsWith(':') ? String(params[seg.slice(1)] ?? '') : seg))
    .join('/');
}
