import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestContext } from './helpers';

// A dashboard's landing URL gets its chunks as modulepreload links and, for the signed-in
// visitor, its first API reads inlined (server/src/http/static.ts, decision 119).
const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const LANDINGS = [
  {
    pattern: '^/dashboard/student/([A-Za-z0-9_-]+)/?$',
    preload: ['/assets/DashboardRoutes-a1.js', '/assets/StudentDashboard-b2.js'],
    reads: ['/api/student_dash_data/$1', '/api/notifications?status=unread&limit=1'],
  },
];

let t: TestContext;
beforeAll(async () => {
  const dist = path.join(process.env.TMPDIR ?? '/tmp', `portal-landings-${process.pid}`);
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, '.vite', 'landings.json'), JSON.stringify(LANDINGS));
  t = await createTestApp({ portalDist: dist });
});
afterAll(() => t.close());

const page = (url: string, token?: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(token ? { cookie: `theme=x; token=${encodeURIComponent(token)}` } : {}),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
const earlyReads = (html: string) => {
  const m = html.match(/<script type="application\/json" id="early-reads">(.*?)<\/script>/);
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : null;
};

describe("a dashboard's landing page", () => {
  it('names its chunks as modulepreload links in the head, for anyone', async () => {
    const res = await page('/dashboard/student/ST-0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = res.body.split('</head>')[0];
    for (const href of LANDINGS[0].preload) expect(head).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
    expect(earlyReads(res.body)).toBeNull(); // no session cookie: no data
  });

  it("inlines the first reads for the cookie's session, exactly as the API answers them, never cached", async () => {
    const token = await t.login('ST-0001');
    const res = await page('/dashboard/student/ST-0001', token);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const reads = earlyReads(res.body)!;
    const direct = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(reads['/api/student_dash_data/ST-0001']).toEqual((await direct('/api/student_dash_data/ST-0001')).json());
    expect(reads['/api/notifications?status=unread&limit=1']).toEqual((await direct('/api/notifications?status=unread&limit=1')).json());
    expect(res.body.indexOf('id="early-reads"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('leaves out what the API refuses that session, and everything for a token it does not know', async () => {
    const reads = earlyReads((await page('/dashboard/student/ST-0002', await t.login('ST-0001'))).body)!;
    expect(Object.keys(reads)).toEqual(['/api/notifications?status=unread&limit=1']); // ST-0001's own bell only
    const forged = await page('/dashboard/student/ST-0001', 'not-a-token');
    expect(earlyReads(forged.body)).toBeNull();
    expect(forged.headers['cache-control']).toBe('no-cache');
  });

  it('is compressed with Brotli for a browser that takes it', async () => {
    const res = await page('/dashboard/student/ST-0001/', undefined, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('modulepreload');
  });

  it('other portal URLs get index.html as built', async () => {
    for (const url of ['/dashboard/student/ST-0001/schedule', '/dashboard/admin', '/home']) {
      const res = await page(url, await t.login('ST-0001'));
      expect(res.body).toBe(INDEX);
    }
  });
});
