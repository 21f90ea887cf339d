import { z } from 'zod';
import {
  addTeacherFieldsSchema,
  applicationFieldsSchema,
  createEmailFieldsSchema,
  editTeacherFieldsSchema,
  EMAIL_MAX_ATTACHMENTS,
  figureFieldsSchema,
  galleryFieldsSchema,
  newsFieldsSchema,
  questionnaireAnswerFieldsSchema,
  staffMessageFieldsSchema,
  submissionFieldsSchema,
} from '@school/api/schemas';
import { DOCUMENT_MAX_BYTES, MAX_DOCUMENTS, PHOTO_MAX_BYTES } from '../files/upload';
import { ROSTER_LIMITS } from '../modules/roster/service';
import type { Policy } from '../auth/policy-engine';
import { domains, mergedPaths, operations, paramWords } from './operations';

// ─── The document's finishing pass (issue 37, decision 185) ──────────────────────────────────
// The zod transform writes paths, parameters and JSON bodies from the routes' schemas; this pass
// adds what a client needs beyond them, from one table (operations/) instead of every route
// file: operationId, summary, domain tag, parameter descriptions, rules, the error codes of each
// failure status, multipart bodies (fields from the same zod schemas the routes parse the form
// with, file parts with the limits of files/upload.ts), file answers, and merges the paths that
// differ only in their parameters' names.

type Json = Record<string, unknown>;
interface Operation extends Json {
  parameters?: { name: string; in: string; description?: string; schema?: Json }[];
  responses?: Record<string, Json>;
  description?: string;
  security?: unknown[];
}

const MB = 1024 * 1024;
const IMAGE_TYPES = 'image/jpeg, image/png, image/gif, image/webp';
const DOCUMENT_TYPES = `application/pdf, application/msword (.doc), application/vnd.openxmlformats-officedocument.wordprocessingml.document (.docx), ${IMAGE_TYPES}`;
const image = (max = 1, required = false) => ({ kind: 'image' as const, max, required });
const document = (max = 1, required = false) => ({ kind: 'document' as const, max, required });
type FilePart = ReturnType<typeof image> | ReturnType<typeof document>;

/** The multipart operations: their text fields (the zod schema the route parses them with) and file parts. */
const withId = (s: z.ZodObject, idWords: string) => s.extend({ _id: z.string().max(100).describe(idWords) });
const multipart: Record<string, { fields?: z.ZodObject; files: Record<string, FilePart>; note?: string }> = {
  'POST /api/register': {
    fields: applicationFieldsSchema as unknown as z.ZodObject,
    files: { profilePic: image(1), neccesseryDoc: document(MAX_DOCUMENTS) },
    note: 'All files of one application together are limited too (the applicant total of the server’s settings).',
  },
  'POST /api/addnews': { fields: newsFieldsSchema, files: { photo: image(1, true) } },
  'PUT /api/editnews': { fields: withId(newsFieldsSchema, "The news item's id."), files: { photo: image(1) } },
  'POST /api/addgallery': { fields: galleryFieldsSchema, files: { photo: image(1, true) } },
  'PUT /api/editgallery': { fields: withId(galleryFieldsSchema, "The gallery item's id."), files: { photo: image(1) } },
  'POST /api/addmessage': { fields: staffMessageFieldsSchema, files: { photo: image(1, true) } },
  'PUT /api/editmessage': { fields: withId(staffMessageFieldsSchema, "The staff message's id."), files: { photo: image(1) } },
  'POST /api/addteacher': {
    fields: addTeacherFieldsSchema as unknown as z.ZodObject,
    files: { profilePhoto: image(1, true) },
    note: '`assignedSections` may be repeated fields, a JSON array text or comma-separated ids.',
  },
  'PUT /api/editteacher': { fields: editTeacherFieldsSchema as unknown as z.ZodObject, files: { profilePhoto: image(1) } },
  'POST /api/addbirthcertificate/:id': { files: { birthCertificate: document(1, true) } },
  'POST /api/addgradereport/:id': { files: { gradeReport: document(MAX_DOCUMENTS, true) } },
  'POST /api/addnationalid/:id': { files: { nationalId: document(1, true) } },
  'POST /api/addotherdoc/:id': { files: { otherDoc: document(MAX_DOCUMENTS, true) } },
  'PUT /api/editprofilepic/:id': { files: { profilePic: image(1, true) } },
  'PUT /api/changeteacherprofilepic/:teacher_id': { files: { profilePhoto: image(1, true) } },
  'POST /api/assignmentdoc/:_id/:asg': {
    files: { AssignmentDoc: document(MAX_DOCUMENTS, true) },
    note: `${MAX_DOCUMENTS} files at most on an assignment in all.`,
  },
  'POST /api/addcoursematerial/:_id/:course_id/:section_id': { files: { courseMaterialDoc: document(1, true) } },
  'POST /api/assignmentsubmission/:id': { fields: submissionFieldsSchema, files: { file: document(1) } },
  'PUT /api/assignmentsubmission/:id': { fields: submissionFieldsSchema, files: { file: document(1) } },
  'POST /api/create_email': {
    fields: createEmailFieldsSchema as unknown as z.ZodObject,
    files: { email_attachments: document(EMAIL_MAX_ATTACHMENTS) },
    note: '`recipients`, `cc` and `bcc` are repeated fields, one user id each.',
  },
  'POST /api/examfig/:id/:exam_id': { fields: figureFieldsSchema, files: { image: image(1, true) } },
  'PUT /api/examfig/:id/:exam_id/:figure_id': { fields: figureFieldsSchema, files: { image: image(1) } },
  'POST /api/createanswerforquestionnaire': {
    fields: questionnaireAnswerFieldsSchema as unknown as z.ZodObject,
    files: { new_student_file: document(1) },
  },
};
/** The roster's zip (its own reader, modules/roster/service.ts). */
const rosterZip = {
  type: 'object',
  required: ['file'],
  properties: {
    file: {
      type: 'string',
      contentMediaType: 'application/zip',
      description: `The roster zip (CSV files), at most ${ROSTER_LIMITS.maxZipBytes / MB} MB, ${ROSTER_LIMITS.maxEntries} entries, ${ROSTER_LIMITS.maxInflatedBytes / MB} MB unpacked.`,
    },
  },
};

function filePartSchema(name: string, part: FilePart): Json {
  const bytes = part.kind === 'image' ? PHOTO_MAX_BYTES : DOCUMENT_MAX_BYTES;
  const one = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `${part.kind === 'image' ? 'An image' : 'A document'} (${part.kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES}, told by its content, not its name), at most ${bytes / MB} MB.`,
    'x-max-bytes': bytes,
  };
  return part.max > 1
    ? {
        type: 'array',
        items: one,
        maxItems: part.max,
        description: `Up to ${part.max} files in repeated \`${name}\` parts. ${one.description}`,
      }
    : one;
}

function multipartBody(route: string): Json | undefined {
  if (route === 'POST /api/roster/import' || route === 'POST /api/roster/import/check')
    return { required: true, content: { 'multipart/form-data': { schema: rosterZip } } };
  const m = multipart[route];
  if (!m) return undefined;
  const fields = m.fields
    ? (z.toJSONSchema(m.fields, { io: 'input', unrepresentable: 'any' }) as Json)
    : { type: 'object', properties: {} };
  delete fields.$schema;
  const properties = { ...((fields.properties as Json) ?? {}) };
  const required = [...((fields.required as string[]) ?? [])];
  for (const [name, part] of Object.entries(m.files)) {
    properties[name] = filePartSchema(name, part);
    if (part.required) required.push(name);
  }
  const encoding = Object.fromEntries(
    Object.entries(m.files).map(([name, part]) => [
      name,
      {
        contentType:
          part.kind === 'image'
            ? IMAGE_TYPES.replace(/ /g, '')
            : 'application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/*',
      },
    ]),
  );
  return {
    required: true,
    description: [`A \`multipart/form-data\` form: text fields and file parts.`, m.note].filter(Boolean).join(' '),
    content: {
      'multipart/form-data': { schema: { ...fields, type: 'object', properties, required, additionalProperties: false }, encoding },
    },
  };
}

/** File answers: the routes whose success is a file's bytes. */
const binary = (types: string[], description: string) => ({
  description,
  content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
});
const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const DOCUMENTS = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ...IMAGES,
];
function fileAnswer(route: string): Json | undefined {
  if (route === 'GET /api/calendar/:token.ics') return binary(['text/calendar'], 'The feed, iCalendar text (RFC 5545).');
  if (route === 'GET /metrics') return binary(['text/plain'], 'Prometheus text format.');
  if (route === 'GET /api/roster/export') return binary(['application/zip'], 'The roster as a zip of CSV files.');
  if (route === 'GET /api/health' || route === 'GET /api/ready')
    return { description: 'Up (ready).', content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } } };
  if (!route.endsWith('/:token') || !route.startsWith('GET ')) return undefined;
  const images = /\/(users|teachers|news|gallery|staff|exam_image|studentexam)\//.test(route);
  return {
    ...binary(
      images ? IMAGES : DOCUMENTS,
      `The file's bytes, with its stored content type (told by its content at upload), \`Content-Disposition\` and \`X-Content-Type-Options: nosniff\`.`,
    ),
    headers: {
      'Content-Disposition': {
        description: 'Images and PDFs `inline`, Word documents `attachment`, with the file’s original name.',
        schema: { type: 'string' },
      },
    },
  };
}

/** The codes each failure status may carry for an operation (decision 185). */
const releasedReads = new Set([
  'GET /api/singlestudentgradereport/:student_id/:section_id',
  'GET /api/gradereportbycourse/:section_id/:course_id/:academic_period_id/:student_id',
  'GET /api/studentgradereportbyyear/:section_name/:year/:student_id',
]);
const examAttemptWrites = /^POST \/api\/(answersinglequestion|submitexam)\/?$/;
function codesOf(route: string, status: string, policy: Policy | undefined, limited: boolean): string[] | null {
  const [method] = route.split(' ');
  const write = method !== 'GET';
  const isPublic = route !== 'GET /metrics' && (!policy || policy.who === 'public');
  switch (status) {
    case '400':
      return write ? ['invalid_input', 'conflict'] : ['invalid_input'];
    case '401':
      if (route === 'POST /api/login') return ['wrong_credentials', 'unauthorized'];
      return isPublic ? null : ['unauthorized'];
    case '403': {
      const codes = isPublic && !policy?.check ? [] : ['forbidden'];
      if (route === 'POST /api/login') codes.push('account_frozen');
      if (!isPublic && !policy?.temporaryPassword) codes.push('change_password_first');
      if (!isPublic && !policy?.applicant) codes.push('applicant_not_approved');
      if (releasedReads.has(route)) codes.push('no_report_released');
      if (route === 'GET /api/myexam/:id/:exam_id') codes.push('not_announced');
      return codes.length ? codes : null;
    }
    case '404':
      return ['not_found'];
    case '409':
      return [...(examAttemptWrites.test(route) ? ['too_late'] : []), ...(write ? ['in_progress'] : [])];
    case '413':
      return write ? ['too_large'] : null;
    case '429':
      return limited ? ['too_many_requests'] : null;
    case '440':
      return isPublic ? null : ['session_expired'];
    case '500':
      return ['server_error'];
    default:
      return ['invalid_input'];
  }
}
const statusWords: Record<string, string> = {
  '400': 'The input broke a rule.',
  '401': 'Not signed in.',
  '403': 'Not allowed.',
  '404': 'No such record.',
  '409': 'Conflict in time.',
  '413': 'Too large.',
  '429': 'Too many requests.',
  '440': 'Session over.',
  '500': 'Server fault.',
};

/** '/api/users/{id}' → 'GET /api/users/:id', the route's key in the table. */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`;

/** Finishes the generated document in place (and returns it). `policies`: each route's policy by key. */
export function finishDocument<D extends Json>(doc: D, policies: Map<string, Policy | undefined>, limited: Set<string>): D {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  const finished: Record<string, Record<string, Operation>> = {};
  const ids = new Set<string>();
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const route = routeKey(method, path);
      const meta = operations[route];
      const policy = policies.get(route);
      let target = path;
      if (meta) {
        const [id, summary, params, rules] = meta.entry;
        op.operationId = id;
        op.summary = summary;
        op.tags = [domains[meta.domain][0]];
        ids.add(id);
        for (const p of op.parameters ?? []) {
          const words = params?.[p.name] ?? paramWords[p.name];
          if (words && p.in === 'path') p.description = words;
        }
        if (rules) op.description = [op.description, `**Rules.** ${rules}`].filter(Boolean).join('\n\n');
      }
      const merged = mergedPaths[route];
      if (merged) {
        target = merged.path;
        for (const p of op.parameters ?? []) if (p.in === 'path' && merged.rename[p.name]) p.name = merged.rename[p.name]!;
      }
      const body = multipartBody(route);
      if (body) op.requestBody = body;
      const responses = (op.responses ??= {});
      const file = fileAnswer(route);
      if (file && !Object.keys(responses).some((s) => s.startsWith('2'))) responses['200'] = file;
      // The zod transform's placeholder words for a success: say what it is.
      for (const [status, r] of Object.entries(responses))
        if (/^2\d\d$/.test(status) && r.description === 'Default Response') r.description = status === '201' ? 'Created.' : 'Success.';
      // Public operations carry no security; the others bearer (or the token in the path, a parameter).
      op.security =
        route === 'GET /metrics'
          ? [{ metricsToken: [] }]
          : !policy || policy.who === 'public' || policy.token === 'path'
            ? []
            : [{ bearer: [] }];
      // Each failure status with the codes it may carry here.
      for (const status of Object.keys(responses).filter((s) => /^[45]\d\d$/.test(s))) {
        const codes = codesOf(route, status, policy, limited.has(route));
        if (!codes || codes.length === 0) {
          delete responses[status];
          continue;
        }
        responses[status] = {
          ...responses[status],
          description: `${statusWords[status] ?? 'Failure.'} Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
        };
      }
      const list = Object.keys(responses)
        .filter((s) => /^[45]\d\d$/.test(s))
        .map((s) => `${s} ${(responses[s]!.description as string).replace(/^.*Codes: /, '').replace(/\.$/, '')}`);
      if (list.length)
        op.description = [op.description, `**Errors** (\`{ error, errors, code }\`): ${list.join('; ')}.`].filter(Boolean).join('\n\n');
      (finished[target] ??= {})[method] = op;
    }
  }
  (doc as Json).paths = finished;
  // The zod transform also writes the error body's input twin, which no route uses.
  const schemas = ((doc as Json).components as { schemas?: Json } | undefined)?.schemas;
  if (schemas?.ErrorResponseInput && !JSON.stringify(finished).includes('ErrorResponseInput')) delete schemas.ErrorResponseInput;
  return doc;
}
