import { SignJWT, jwtVerify, errors } from 'jose';
import { roleNames, type RoleName } from '@school/api/schemas';
import { sessionExpired, unauthorized } from '../http/errors';

/** Session length of the spec: 36,000,000 ms (10 hours). */
export const SESSION_MS = 36_000_000;

export interface TokenClaims {
  sub: string;
  ID: string;
  role: RoleName;
  sid: string;
}

// The secret imported once as an HMAC key: importing it on every request (what a raw byte
// array costs jose) was a quarter of the CPU time of an authenticated read (docs/decisions/0021-in-process-caches-public-reads-admin-lists-sessions.md).
const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
};

export async function signToken(claims: TokenClaims, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ID: claims.ID, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_MS / 1000)
    .sign(await keyOf(secret));
}

/**
 * Valid signature and claims, or 440 'session expired' (spec's rule) / 401 for anything else,
 * including a token without `exp` or whose lifetime (exp - iat) is over the 10 h of a session.
 */
export async function verifyToken(token: string, secret: string, now: Date): Promise<TokenClaims> {
  try {
    // exp and iat are required: a token that never expires, or one minted for longer than a
    // session (a leaked secret, a hand-made token), is refused even with a valid signature.
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    const { sub, ID, role, sid, exp, iat } = payload as Record<string, unknown>;
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > SESSION_MS / 1000) throw unauthorized();
    if (typeof sub !== 'string' || typeof ID !== 'string' || typeof sid !== 'string') throw unauthorized();
    if (!roleNames.includes(role as RoleName)) throw unauthorized();
    return { sub, ID, sid, role: role as RoleName };
  } catch (e) {
    // jose checks the signature before the expiry: whose session ended is known (its reader, issue 38).
    if (e instanceof errors.JWTExpired)
      throw Object.assign(sessionExpired(), { userId: typeof e.payload.sub === 'string' ? e.payload.sub : undefined });
    throw unauthorized();
  }
}
