import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { messages } from '@school/api/schemas';
import { HttpError } from './errors';
import { dbErrorToHttp } from './db-errors';

type Part = 'body' | 'querystring' | 'params' | 'headers';
const inputOf = (req: FastifyRequest, part: Part): unknown =>
  ({ body: req.body, querystring: req.query, params: req.params, headers: req.headers })[part];

const isMissing = (issue: { code?: string; message: string }) => issue.code === 'invalid_type' && /received undefined$/.test(issue.message);

/**
 * A missing field fails zod's type check ("expected string, received undefined") before the
 * contract's own text ('ID is required') can apply. Re-validate with the field as an empty
 * string to pick up the contract's message for that field, so clients see the spec's words.
 */
function requiredMessage(schema: ZodType | undefined, input: unknown, path: PropertyKey[]): string {
  const key = String(path[path.length - 1] ?? '');
  if (schema && input && typeof input === 'object' && path.length === 1) {
    const retry = schema.safeParse({ ...(input as object), [key]: '' });
    const hit = retry.success ? undefined : retry.error.issues.find((i) => i.path.join('.') === path.join('.'));
    if (hit && !isMissing(hit)) return hit.message;
  }
  if (!key) return messages.invalidData;
  return `${key} is required`;
}

function validationText(err: FastifyError, req: FastifyRequest): string {
  const part = (err.validationContext ?? 'body') as Part;
  const schema = (req.routeOptions.schema as Record<string, ZodType> | undefined)?.[part];
  const input = inputOf(req, part);
  // One message per field: an empty field should read "X is required", not also "too short".
  const seen = new Set<string>();
  const firstPerField = (err.validation ?? []).filter((v) => !seen.has(v.instancePath) && !!seen.add(v.instancePath));
  const texts = firstPerField.map((v) => {
    const issue = { code: v.keyword, message: v.message ?? messages.invalidData };
    if (!isMissing(issue)) return issue.message;
    const path = v.instancePath.split('/').filter(Boolean);
    return requiredMessage(schema, input, path);
  });
  return [...new Set(texts)].join(', ') || messages.invalidData;
}

/** Every failure leaves as `{ error }` with the spec's status (spec 000 §8, 002 §8). */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send({ error: err.message });
    if (hasZodFastifySchemaValidationErrors(err)) return reply.status(400).send({ error: validationText(err, req) });
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: messages.tooManyRequests });
    // Fastify's own client errors (bad JSON, wrong content type, too large) carry technical texts.
    if (status >= 400 && status < 500) return reply.status(status).send({ error: messages.invalidData });
    // A constraint or a value PostgreSQL refused (a race past the check in code, a NUL byte, an
    // impossible date): the client's 400, logged without the bound values (http/log.ts).
    const refused = dbErrorToHttp(err);
    if (refused) {
      req.log.warn({ err }, 'refused by the database');
      return reply.status(refused.statusCode).send({ error: refused.message });
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ error: messages.serverError });
  });
}
