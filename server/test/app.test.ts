import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestContext } from './helpers';

const INDEX = '<!doctype html><div id="root"></div>';
const SCRIPT = 'console.log(1)';

let t: TestContext;
beforeAll(async () => {
  const dist = path.join(process.env.TMPDIR ?? '/tmp', `portal-dist-${process.pid}`);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // What scripts/vite-precompress.ts writes beside each file of the build.
  for (const [file, body] of [
    ['index.html', INDEX],
    ['assets/index-abc123.js', SCRIPT],
  ]) {
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(body));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(body));
  }
  t = await createTestApp({ portalDist: dist }, { seed: false });
});
afterAll(() => t.close());

describe('the app shell', () => {
  it('unknown /api routes are 404 { error: "not found" }', async () => {
    for (const url of ['/api/nope', '/api', '/api/users/a/b/c']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not found' });
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/login' })).statusCode).toBe(404);
  });

  it('serves the portal: SPA fallback with no-cache, hashed assets cached for a year', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard/admin/teachers' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('id="root"');
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.body).toContain('id="root"');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('sends the copy compressed at build time to a browser that accepts it, the file itself to one that does not', async () => {
    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i); // a shared cache must not hand it to a Brotli browser
    expect(plain.body).toBe(SCRIPT);
    // The SPA fallback too: any portal route is index.html, compressed.
    const page = await get('/dashboard/admin/teachers', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it('sends the security headers on pages, JSON and errors alike', async () => {
    const responses = await Promise.all(
      ['/dashboard/admin/teachers', '/api/public-data', '/api/nope', '/api/getstudents'].map((url) => t.app.inject({ method: 'GET', url })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 404, 401]);
    for (const res of responses) {
      expect(String(res.headers['content-security-policy']).split(';').sort()).toEqual([
        "base-uri 'self'",
        "connect-src 'self' ws: wss:",
        "default-src 'self'",
        "font-src 'self' data:",
        "form-action 'self'",
        "frame-ancestors 'self'",
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
      ]);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'cross-origin',
        'referrer-policy': 'no-referrer',
      });
    }
  });

  it('allows listed CORS origins only', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/public-data', headers: { origin: 'https://cms.example.et' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://cms.example.et');
    const other = await t.app.inject({ method: 'GET', url: '/api/public-data', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('an empty database still answers public-data with zeros', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-data' });
    expect(res.json()).toEqual({ courses: 0, approvedStudents: 0, teachers: 0, grades: 0 });
  });
});
