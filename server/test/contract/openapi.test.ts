import { Validator } from '@seriousme/openapi-schema-validator';
import { errorCodes } from '@school/api/schemas';
import { useTestApp } from '../helpers';

// ─── The published description of the API (issue 20) ────────────────────────────────────────
// The document is generated from the routes' own zod schemas; it must be valid OpenAPI 3.1 and
// list every route of the app with its policy and the error contract.

const t = useTestApp();

type Operation = { description?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** '/api/users/:id' → '/api/users/{id}', as OpenAPI writes a path. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let doc: Doc;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the app with its policy in words', () => {
    const routes = t.app.routeTable.filter((r) => r.url !== '/api/openapi.json' && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const withoutPolicy = routes
      .filter((r) => !doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!.description?.includes(`**Policy: ${r.policy!.name}.**`))
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutPolicy).toEqual([]);
  });

  it('declares the error contract { error, errors, code } with every code on every route', () => {
    type Schema = { $ref?: string; required?: string[]; properties?: { code?: { enum?: string[] } } };
    const components = (doc as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
    const resolve = (s: Schema | undefined) => (s?.$ref ? components[s.$ref.replace('#/components/schemas/', '')] : s);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const status of ['400', '401', '403', '404', '440', '500']) {
          const schema = resolve(op.responses?.[status]?.content?.['application/json']?.schema as Schema | undefined);
          expect(schema?.required, `${method} ${path} ${status}`).toEqual(expect.arrayContaining(['error', 'errors', 'code']));
          expect(schema?.properties?.code?.enum).toEqual([...errorCodes]);
        }
      }
    }
  });

  it('serves a readable reference page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/openapi.json');
    // Its inline script is allowed by its hash; nothing else inline runs.
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    // The plugin's own copies of the document send the reader to the one document.
    for (const url of ['/api/docs/openapi.json', '/api/docs/openapi.yaml']) {
      const copy = await t.app.inject({ method: 'GET', url });
      expect([copy.statusCode, copy.headers.location]).toEqual([308, '/api/openapi.json']);
    }
  });

  it("serves the page's fonts itself: no fonts.scalar.com, font-src 'self' (issue 37)", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(String(page.headers['content-security-policy'])).toMatch(/font-src 'self'/);
    expect(page.body).toMatch(/"withDefaultFonts": false/);
    const urls = [...page.body.matchAll(/url\((\/api\/docs\/fonts\/[\w.-]+\.woff2)\)/g)].map((m) => m[1]!);
    expect(urls).toEqual(
      expect.arrayContaining([expect.stringMatching(/inter-latin-wght-normal/), expect.stringMatching(/jetbrains-mono-latin-wght/)]),
    );
    const font = await t.app.inject({ method: 'GET', url: urls[0]! });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/fonts/..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
