// ─── Signed file tokens, client side (the server's auth/file-tokens.ts checks them) ─────────
// A file URL's last segment is `<session id>.<expiry>.<HMAC-SHA256>` signed with the session's
// file key, sha-256 of a label and the session token. It is computed here, synchronously, so
// `api.fileUrl(...)` stays a plain function every widget can call while rendering. The expiry
// is rounded to 5 minutes so a URL stays the same (and the browser's copy of a picture is
// reused) for 5 minutes, and is 10 to 15 minutes ahead: a leaked URL opens one file, briefly.

const FILE_KEY_LABEL = 'school-file-key:';
/** Expiries are multiples of this (seconds). */
export const FILE_TOKEN_STEP_S = 300;
/** A token lives this many whole steps past the current one: 10 to 15 minutes. */
const STEPS_AHEAD = 3;

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 (FIPS 180-4) of bytes; small and synchronous (WebCrypto's digest is async). */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLen = data.length * 8;
  const padded = new Uint8Array((((data.length + 9 + 63) >> 6) << 6) >>> 0);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLen / 0x100000000));
  view.setUint32(padded.length - 4, bitLen >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((v, i) => outView.setUint32(i * 4, v));
  return out;
}

/** HMAC-SHA256 (RFC 2104) with a key of at most 64 bytes. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = block[i] ^ 0x36;
    outer[i] = block[i] ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

const utf8 = (s: string) => new TextEncoder().encode(s);

export function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The session id (`sid` claim) of a session JWT, or null when it is not one. */
function sessionIdOf(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sid = (JSON.parse(json) as { sid?: unknown }).sid;
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

let memo: { token: string; sid: string | null; key: Uint8Array } | null = null;

/** The server's clock minus this browser's (ms), from the Date header of API answers. */
let serverOffsetMs = 0;

/**
 * Notes the server's clock from an answer's `Date` header, so expiries are the server's time
 * even when this computer's clock is off. Changes under 30 s are ignored (the header counts
 * whole seconds; a URL should not change for that).
 */
export function noteServerDate(dateHeader: string | null | undefined, localNowMs: number = Date.now()) {
  const server = dateHeader ? Date.parse(dateHeader) : NaN;
  if (Number.isNaN(server)) return;
  const offset = server - localNowMs;
  if (Math.abs(offset - serverOffsetMs) > 30_000) serverOffsetMs = offset;
}

/**
 * The signed file token for `filePath` (the URL's segments between the base and the token,
 * unencoded, joined with '/'), or null when `sessionToken` is not a session JWT.
 */
export function fileToken(sessionToken: string, filePath: string, nowMs: number = Date.now() + serverOffsetMs): string | null {
  if (memo?.token !== sessionToken)
    memo = { token: sessionToken, sid: sessionIdOf(sessionToken), key: sha256(utf8(FILE_KEY_LABEL + sessionToken)) };
  const { sid, key } = memo;
  if (!sid) return null;
  const exp = (Math.floor(nowMs / 1000 / FILE_TOKEN_STEP_S) + STEPS_AHEAD) * FILE_TOKEN_STEP_S;
  return `${sid}.${exp}.${base64url(hmacSha256(key, utf8(`${sid}.${exp}.${filePath}`)))}`;
}
