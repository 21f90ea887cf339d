import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FILE_TOKEN_STEP_S, base64url, fileToken, hmacSha256, noteServerDate, sha256 } from './file-signing';
import { createApiClient } from './index';

const jwtWith = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;
const SID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';

describe('file URL signing (the server checks with node:crypto)', () => {
  it('sha256 and hmac agree with node:crypto for every length around the block edges', () => {
    for (const len of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const data = randomBytes(len);
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(createHash('sha256').update(data).digest('hex'));
      const key = randomBytes(32);
      expect(base64url(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('base64url'));
    }
    const longKey = randomBytes(100);
    expect(base64url(hmacSha256(longKey, Buffer.from('x')))).toBe(createHmac('sha256', longKey).update('x').digest('base64url'));
  });

  it('signs sid.expiry.path with the key derived from the session token', () => {
    const jwt = jwtWith({ sub: 'u1', sid: SID });
    const now = Date.UTC(2026, 10, 22, 9, 2, 30);
    const token = fileToken(jwt, 'users/a.png', now)!;
    const [sid, exp, sig] = token.split('.');
    expect(sid).toBe(SID);
    expect(Number(exp) % FILE_TOKEN_STEP_S).toBe(0);
    const key = createHash('sha256').update(`school-file-key:${jwt}`).digest();
    expect(sig).toBe(createHmac('sha256', key).update(`${SID}.${exp}.users/a.png`).digest('base64url'));
    expect(fileToken('not-a-jwt', 'users/a.png', now)).toBeNull();
  });

  it('api.fileUrl carries a signed file token, never the session token; the server clock sets the expiry', () => {
    const jwt = jwtWith({ sub: 'u1', sid: SID });
    const api = createApiClient({ baseURL: '/api', getToken: () => jwt });
    const url = api.fileUrl('assignments', 'h.pdf', 'asg 1');
    expect(url).not.toContain(jwt);
    expect(url).toMatch(new RegExp(`^/api/assignments/h\\.pdf/asg%201/${SID}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(api.communication.emails.attachmentUrl('n.pdf', 'e1')).toMatch(new RegExp(`^/api/email_attachments/n\\.pdf/e1/${SID}\\.`));

    const local = Date.now();
    noteServerDate(new Date(local + 3600_000).toUTCString(), local);
    const exp = Number(api.fileUrl('users', 'a.png').split('/').pop()!.split('.')[1]) * 1000;
    noteServerDate(new Date().toUTCString());
    expect(exp - local).toBeGreaterThan(3600_000 + 9 * 60_000);
    expect(exp - local).toBeLessThan(3600_000 + 16 * 60_000);
  });
});
