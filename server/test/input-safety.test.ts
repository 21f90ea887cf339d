import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@school/api/schemas';
import { emails, users } from '../src/db/schema';
import { errorSerializer } from '../src/http/log';
import { sanitizeNewsContent } from '../src/modules/content/sanitize';
import { MAX_STRING_LENGTH } from '../src/http/input-guard';
import { bearer, DEMO_PASSWORD, useTestApp } from './helpers';
import { signIn } from './live';
import { multipart } from './multipart';

// Bad input is the client's 400 { error }, never a 500 (issue 7, data safety): NUL bytes,
// impossible dates and over-long strings, on a few representative routes of each kind (JSON body,
// query string, path parameter, multipart form); and a failed query is logged without its values.

const t = useTestApp();

const expect400 = (res: { statusCode: number; json: () => { error?: unknown } }, error?: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(typeof body.error).toBe('string');
  if (error) expect(body.error).toBe(error);
};

describe('NUL bytes', () => {
  it('in a JSON body (sign-in), a query string (public news), a path parameter: 400', async () => {
    expect400(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'AD-0001\u0000', password: DEMO_PASSWORD } }),
      messages.invalidData,
    );
    expect400(await t.app.inject({ method: 'GET', url: '/api/getnews?searchTerm=a%00b' }), messages.invalidData);
    const admin = await t.login('AD-0001');
    expect400(await t.app.inject({ method: 'GET', url: '/api/getschedule/x%00y', headers: bearer(admin) }), messages.invalidData);
  });

  it('in a stored field of an admin write: 400 and nothing written', async () => {
    const admin = await t.login('AD-0001');
    const periodId = (await t.app.inject({ method: 'GET', url: '/api/academicPeriods?limit=1', headers: bearer(admin) })).json()
      .academicPeriods[0]._id;
    const grades = (await t.app.inject({ method: 'GET', url: `/api/getgrades/${periodId}`, headers: bearer(admin) })).json();
    const gradeId = (grades.grades ?? grades)[0]?._id ?? 'g';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addcourse',
      headers: bearer(admin),
      payload: { id: periodId, name: 'Chem\u0000istry', grade: [gradeId] },
    });
    expect400(res, messages.invalidData);
  });

  it('in a multipart field (create_email): 400 and no email row', async () => {
    const before = (await t.database.db.select({ id: emails.id }).from(emails)).length;
    const teacher = (await signIn(t.app, 'TE-0001')).id;
    const { payload, headers } = multipart([
      ['recipients', teacher],
      ['subject', 'Hello\u0000there'],
      ['content', 'text'],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create_email',
      payload,
      headers: { ...headers, ...bearer(await t.login('ST-0001')) },
    });
    expect400(res);
    expect((await t.database.db.select({ id: emails.id }).from(emails)).length).toBe(before);
  });
});

describe('impossible dates', () => {
  it('an academic period starting on 30 February: 400 naming the date, no row', async () => {
    const admin = await t.login('AD-0001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/academicPeriods',
      headers: bearer(admin),
      payload: { year: 2031, semester: 1, startDate: '2031-02-30', endDate: '2031-06-30' },
    });
    expect400(res, messages.dateInvalid);
    const list = (await t.app.inject({ method: 'GET', url: '/api/academicPeriods?limit=all', headers: bearer(admin) })).json();
    expect(list.academicPeriods.some((p: { year: number }) => p.year === 2031)).toBe(false);
    // A real leap day is a date.
    const leap = await t.app.inject({
      method: 'POST',
      url: '/api/academicPeriods',
      headers: bearer(admin),
      payload: { year: 2032, semester: 1, startDate: '2032-02-29', endDate: '2032-06-30' },
    });
    expect(leap.statusCode).toBe(201);
  });
});

describe('lengths are bounded', () => {
  it('an email of 255 characters on the public newsletter: 400', async () => {
    const email = `${'a'.repeat(243)}@example.com`; // 255
    expect(email).toHaveLength(255);
    expect400(await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } }));
  });

  it('a sign-in ID of 101 characters: 400, not a lookup', async () => {
    expect400(await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'A'.repeat(101), password: DEMO_PASSWORD } }));
  });

  it('a file name of 201 characters in a file URL: 400, not a disk lookup', async () => {
    const admin = await t.login('AD-0001');
    const name = `${'a'.repeat(197)}.png`;
    expect400(await t.app.inject({ method: 'GET', url: `/api/users/${name}/${admin}` }), messages.invalidData);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${'a'.repeat(196)}.png/${admin}` })).statusCode).toBe(404);
  });

  it('any string over the ceiling, even in a field no schema names: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ID: 'AD-0001', password: DEMO_PASSWORD, extra: 'x'.repeat(MAX_STRING_LENGTH + 1) },
    });
    expect400(res, messages.invalidData);
  });
});

describe('error logs carry no bound values', () => {
  it('a refused insert is serialized with its SQL and database code, without the email, hash or name', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.ID, 'AD-0001'));
    const secrets = {
      email: 'private.person@example.com',
      hash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LWhhc2g',
      name: 'Private Person Name',
    };
    let error: unknown;
    try {
      // The same login ID again: the unique index refuses it, with the values in the failed query.
      await t.database.db
        .insert(users)
        .values({ ...admin, id: undefined as never, email: secrets.email, passwordHash: secrets.hash, fullName: secrets.name });
    } catch (err) {
      error = err;
    }
    expect(error).toBeDefined();
    expect(String((error as Error).message)).toContain(secrets.email); // drizzle's own message has them…
    const logged = JSON.stringify(errorSerializer(error));
    for (const value of [...Object.values(secrets), admin.ID]) expect(logged).not.toContain(value); // …the log line does not
    expect(logged).toContain('"dbCode":"23505"');
    expect(logged).toContain('insert into \\"users\\"');
  });
});

describe('news HTML (DOMPurify with the shared news policy)', () => {
  it('keeps formatting, safe links and http(s) images; drops what could run or load elsewhere', () => {
    const out = sanitizeNewsContent(
      '<h2>Fair</h2><p style="x">A <em>b</em></p><a href="/news/1">in</a><a href="//evil.et">pr</a><a href="data:text/html,x">d</a>' +
        '<img src="data:image/png;base64,AAAA"><img src="https://ex.et/a.png" onload="x()"><svg onload="alert(1)"><circle/></svg>' +
        '<math><mi>x</mi></math><form><input name="a"></form><style>p{}</style><marquee>kept text</marquee>',
    );
    expect(out).toContain('<h2>Fair</h2><p>A <em>b</em></p>');
    expect(out).toContain('<a href="/news/1" rel="noopener noreferrer">in</a>');
    expect(out).toContain('<a>pr</a><a>d</a>');
    expect(out).toMatch(/<img src="https:\/\/ex\.et\/a\.png">/);
    expect(out).toContain('kept text');
    expect(out).not.toMatch(/svg|math|form|input|style|onload|data:|evil/);
  });
});
