import { Validator } from '@seriousme/openapi-schema-validator';
import { errorCodes } from '@school/api/schemas';
import { useTestApp } from '../helpers';
import { domains, mergedPaths, operations } from '../../src/openapi/operations';

// ─── The published description of the API (issue 20) ────────────────────────────────────────
// The document is generated from the routes' own zod schemas; it must be valid OpenAPI 3.1 and
// list every route of the app with its policy and the error contract.

const t = useTestApp();

type Operation = {
  description?: string;
  operationId?: string;
  parameters?: { in: string; name: string; description?: string }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** '/api/users/:id' → '/api/users/{id}', as OpenAPI writes a path (one path for the pairs that differ only in names). */
const openApiPath = (url: string, method = 'GET') => mergedPaths[`${method} ${url}`]?.path ?? url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

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
    const routes = t.app.routeTable.filter(
      (r) => !['/api/openapi.json', '/api/asyncapi.json'].includes(r.url) && !r.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.url, r.method)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const withoutPolicy = routes
      .filter(
        (r) => !doc.paths[openApiPath(r.url, r.method)]![r.method.toLowerCase()]!.description?.includes(`**Policy: ${r.policy!.name}.**`),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutPolicy).toEqual([]);
    // Once: a GET's HEAD twin shares its schema, and it used to be printed again (issue 37).
    const twice = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => (op.description?.match(/\*\*Policy: /g) ?? []).length > 1)
        .map(([method]) => `${method} ${path}`),
    );
    expect(twice).toEqual([]);
  });

  it('declares the error contract { error, errors, code } with every code on every route', () => {
    type Schema = { $ref?: string; required?: string[]; properties?: { code?: { enum?: string[] } } };
    const components = (doc as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
    const resolve = (s: Schema | undefined) => (s?.$ref ? components[s.$ref.replace('#/components/schemas/', '')] : s);
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (path === '/metrics') continue; // the operator's, outside /api: 401 and 404 (no METRICS_TOKEN set)
      for (const [method, op] of Object.entries(ops)) {
        // A public operation has no session to lose: no 401 (but login's wrong password) and no 440.
        const isPublic = op.description!.includes('Anyone (public).');
        for (const status of isPublic ? ['400', '404', '500'] : ['400', '401', '403', '404', '440', '500']) {
          const schema = resolve(op.responses?.[status]?.content?.['application/json']?.schema as Schema | undefined);
          expect(schema?.required, `${method} ${path} ${status}`).toEqual(expect.arrayContaining(['error', 'errors', 'code']));
          expect(schema?.properties?.code?.enum).toEqual([...errorCodes]);
        }
      }
    }
  });

  it('names, sums up and files every operation under a domain, from one table (issue 37)', () => {
    const routes = t.app.routeTable.filter(
      (r) => !['/api/openapi.json', '/api/asyncapi.json'].includes(r.url) && !r.url.startsWith('/api/docs'),
    );
    // A new route without an entry in server/src/openapi/operations/ (its domain's file) fails here.
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys.filter((k) => !operations[k])).toEqual([]);
    // GET /metrics is outside /api (the operator's token), not in the route table.
    expect(Object.keys(operations).filter((k) => !keys.includes(k) && k !== 'GET /metrics')).toEqual([]);
    const tags = Object.values(domains).map(([name]) => name);
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops) as [string, Operation & Record<string, unknown>][]) {
        const where = `${method} ${path}`;
        expect(op.operationId, where).toMatch(/^[A-Za-z][\w-]*$/);
        expect(ids.has(op.operationId as string), `${where}: ${String(op.operationId)} twice`).toBe(false);
        ids.add(op.operationId as string);
        expect(String(op.summary ?? '').length, where).toBeGreaterThan(3);
        expect(op.tags, where).toHaveLength(1);
        expect(tags, where).toContain((op.tags as string[])[0]);
        for (const p of (op.parameters ?? []) as { in: string; name: string; description?: string }[])
          if (p.in === 'path') expect(p.description?.length ?? 0, `${where} {${p.name}}`).toBeGreaterThan(5);
      }
    // The spec's call names where it has one.
    expect(doc.paths['/api/getnews']!.get!.operationId).toBe('getnews');
    expect(doc.paths['/api/start_exam']!.post!.operationId).toBe('start_exam');
    expect(doc.paths['/api/add-multiple-teachers']!.post!.operationId).toBe('add-multiple-teachers');
    // A handful of domains, not a group per path segment.
    expect((doc as unknown as { tags: { name: string }[] }).tags.map((x) => x.name)).toEqual(tags);
  });

  it('makes one path of each pair that differed only in parameter names', () => {
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
    expect(Object.keys(doc.paths['/api/examcode/{id}']!).sort()).toEqual(['delete', 'get', 'put']);
    const put = doc.paths['/api/examcode/{id}']!.put as unknown as { parameters: { name: string; description: string }[] };
    expect(put.parameters.find((p) => p.name === 'id')!.description).toMatch(/exam code/);
  });

  it("describes the multipart bodies: text fields from the routes' schemas, file parts with types and limits", () => {
    type Body = { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>>; required: string[] } }> };
    const multipart = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => (op as { requestBody?: Body }).requestBody?.content['multipart/form-data'])
        .map(
          ([method, op]) =>
            [`${method.toUpperCase()} ${path}`, (op as { requestBody: Body }).requestBody.content['multipart/form-data']!.schema] as const,
        ),
    );
    // The 23 forms of issue 37 and the roster's two zip uploads.
    expect(multipart).toHaveLength(25);
    const addnews = Object.fromEntries(multipart)['POST /api/addnews']!;
    expect(addnews.required).toEqual(expect.arrayContaining(['title', 'description', 'photo']));
    expect(addnews.properties.title).toMatchObject({ type: 'string', maxLength: 200 });
    expect(addnews.properties.photo).toMatchObject({ type: 'string', 'x-max-bytes': 5 * 1024 * 1024 });
    expect(String(addnews.properties.photo!.description)).toMatch(/image\/jpeg.*5 MB/);
    const register = Object.fromEntries(multipart)['POST /api/register']!;
    expect(register.properties.neccesseryDoc).toMatchObject({ type: 'array', maxItems: 10 });
    const email = Object.fromEntries(multipart)['POST /api/create_email']!;
    expect(email.properties.email_attachments).toMatchObject({ type: 'array', maxItems: 5 });
  });

  it('describes the file answers, and the token as the path parameter it is', () => {
    const schemes = (doc as unknown as { components: { securitySchemes: Record<string, unknown> } }).components.securitySchemes;
    expect(Object.keys(schemes)).toEqual(['bearer', 'metricsToken']);
    const fileRoutes = Object.entries(doc.paths).filter(([path]) => path.endsWith('/{token}'));
    expect(fileRoutes).toHaveLength(17);
    for (const [path, ops] of fileRoutes) {
      const op = ops.get as Operation & { security: unknown[]; parameters: { name: string; in: string; description?: string }[] };
      expect(Object.keys(op.responses!['200']?.content ?? {}).length, path).toBeGreaterThan(0);
      expect(op.security, path).toEqual([]);
      expect(op.parameters.find((p) => p.name === 'token')).toMatchObject({ in: 'path', description: expect.stringMatching(/token/) });
    }
    expect(Object.keys(doc.paths['/api/news/{photo}/{token}']!.get!.responses!['200']!.content!)).toContain('image/png');
    expect(Object.keys(doc.paths['/api/students/{file}/{token}']!.get!.responses!['200']!.content!)).toContain('application/pdf');
  });

  it("prints the rules a client must know and each operation's error codes", () => {
    const start = doc.paths['/api/start_exam']!.post!.description!;
    expect(start).toMatch(/`exam_code` is required/);
    expect(start).toMatch(/start time until its end time/);
    expect(doc.paths['/api/announceexamresult/{id}/{exam_id}']!.get!.description).toMatch(/announce rule/);
    const login = doc.paths['/api/login']!.post!;
    expect(login.responses!['401']).toMatchObject({ description: expect.stringMatching(/`wrong_credentials`/) });
    expect(login.responses!['440']).toBeUndefined();
    // 429 only where a route has a rate limit of its own (sign-in, public writes).
    expect(login.responses!['429']).toMatchObject({ description: expect.stringMatching(/`too_many_requests`/) });
    expect(doc.paths['/api/addnews']!.post!.responses!['429']).toBeUndefined();
    expect(doc.paths['/api/myexam/{id}/{exam_id}']!.get!.responses!['403']).toMatchObject({
      description: expect.stringMatching(/`not_announced`/),
    });
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) {
        expect(op.description).toMatch(/\*\*Errors\*\*/);
        expect(JSON.stringify(op.responses)).not.toContain('Default Response');
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
