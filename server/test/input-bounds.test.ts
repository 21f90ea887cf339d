import { z } from 'zod';
import * as schemas from '@school/api/schemas';
import { useTestApp } from './helpers';

// ─── Every request string has a length, every list a size (issue 7, data safety) ────────────────
// Walks the input side of every registered route's params, querystring and body schema, and of
// every exported request, fields (multipart) and query schema of @school/api, as JSON Schema. A
// string without a maximum (other than an enum, a constant or an ISO date/time) or an array
// without a maximum fails here, so a new route or field cannot ship unbounded. The 100,000
// character input guard (http/input-guard.ts) stays the last line, not the rule.

/** Bodies that are open records on purpose: each is parsed again by a bounded schema. */
const OPEN_ON_PURPOSE: Record<string, string> = {
  'POST /api/addsinglestudent body': 'studentFieldsSchema (parseStudentFields)',
  'PUT /api/editstudent/:id body': 'studentFieldsSchema (parseStudentFields)',
  'POST /api/add-multiple-teachers body[]': 'each row through the teacher row schema (import service)',
  'POST /api/importstudent body[]': 'keys of 100 and cells of 1,000 characters, then studentFieldsSchema per row',
  'teacherImportRequestSchema[]': 'the body of add-multiple-teachers',
  'importStudentsRequestSchema[]': 'the body of importstudent',
};
const DATE_FORMATS = new Set(['date-time', 'date', 'time']);

type Node = Record<string, unknown> & { type?: unknown };

/** The places in one schema that are not bounded, as `where` strings. */
function unbounded(schema: z.ZodType, where: string): string[] {
  const out: string[] = [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  const walk = (n: Node | undefined, path: string) => {
    if (!n || typeof n !== 'object') return;
    const types = Array.isArray(n.type) ? n.type : [n.type];
    if (types.includes('string') && n.maxLength === undefined && !n.enum && n.const === undefined && !DATE_FORMATS.has(String(n.format)))
      out.push(`${where}${path}: a string without a maximum length`);
    if (types.includes('array') && n.maxItems === undefined) out.push(`${where}${path}: a list without a maximum size`);
    const open = types.includes('object') && !n.properties && n.additionalProperties !== false;
    if (open && !(`${where}${path}` in OPEN_ON_PURPOSE)) out.push(`${where}${path}: an open record`);
    for (const [k, v] of Object.entries((n.properties ?? {}) as Record<string, Node>)) walk(v, `${path}.${k}`);
    if (n.items && typeof n.items === 'object') walk(n.items as Node, `${path}[]`);
    if (n.additionalProperties && typeof n.additionalProperties === 'object') walk(n.additionalProperties as Node, `${path}{}`);
    if (n.propertyNames && typeof n.propertyNames === 'object') walk(n.propertyNames as Node, `${path}{key}`);
    for (const key of ['anyOf', 'oneOf', 'allOf']) ((n[key] ?? []) as Node[]).forEach((v) => walk(v, path));
    for (const [k, v] of Object.entries((n.$defs ?? {}) as Record<string, Node>)) walk(v, `${path}#${k}`);
  };
  walk(json, '');
  return out;
}

const t = useTestApp();

describe('request input is bounded', () => {
  it('in every registered route: params, query string and body', () => {
    const found: string[] = [];
    let walked = 0;
    for (const r of t.app.routeTable) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const s = r.schema?.[part];
        if (!s) continue;
        walked += 1;
        found.push(...unbounded(s as z.ZodType, `${r.method} ${r.url} ${part}`));
      }
    }
    expect(found).toEqual([]);
    expect(walked).toBeGreaterThan(150); // the walk saw the routes (a broken collector would pass vacuously)
  });

  it('in every exported request, fields (multipart) and query schema of @school/api', () => {
    const named = Object.entries(schemas).filter(
      ([name, v]) => /(Request|Fields|Query|Params)\w*Schema$/.test(name) && v instanceof z.ZodType,
    ) as [string, z.ZodType][];
    expect(named.length).toBeGreaterThan(50);
    expect(named.flatMap(([name, s]) => unbounded(s, name))).toEqual([]);
  });

  it('the walk finds what it must refuse (so the two tests above can fail)', () => {
    expect(unbounded(z.object({ a: z.string(), b: z.array(z.string().max(5)), c: z.record(z.string().max(5), z.number()) }), 'x')).toEqual([
      'x.a: a string without a maximum length',
      'x.b: a list without a maximum size',
      'x.c: an open record',
    ]);
    expect(
      unbounded(z.object({ a: z.string().max(5), d: z.iso.date(), e: z.enum(['p', 'q']), f: z.array(z.number()).max(3) }), 'y'),
    ).toEqual([]);
  });
});
