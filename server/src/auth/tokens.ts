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

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(claims: TokenClaims, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ID: claims.ID, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_MS / 1000)
    .sign(keyOf(secret));
}

/** Valid signature and claims, or 440 'session expired' (spec's rule) / 401 for anything else. */
export async function verifyToken(token: string, secret: string, now: Date): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: now });
    const { sub, ID, role, sid } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof ID !== 'string' || typeof sid !== 'string') throw unauthorized();
    if (!roleNames.includes(role as RoleName)) throw unauthorized();
    return { sub, ID, sid, role: role as RoleName };
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw sessionExpired();
    throw unauthorized();
  }
}
