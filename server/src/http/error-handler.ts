import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { errorCodeForStatus, errorResponseSchema, validationMessage } from '@school/api/schemas';
import { inReaderLanguage, messages } from '../i18n';
import { errorBody, HttpError } from './errors';
import { dbErrorToHttp } from './db-errors';
import { fill } from '../lib/text';

type Part = 'body' | 'querystring' | 'params' | 'headers';
const inputOf = (req: FastifyRequest, part: Part): unknown =>
  ({ body: req.body, querystring: req.query, params: req.params, headers: req.headers })[part];

/**
 * No raw validator text ever reaches a person (issue 20): a rule whose schema names no text of
 * its own ('Too small: expected string…') reads as a catalogue message ('fullName is required').
 * The contract's own texts ('ID is required') still come first: zod prefers a schema's message.
 */
z.config({ customError: (issue) => validationMessage(issue as Parameters<typeof validationMessage>[0], messages) });

const requiredText = (key: string) => fill(messages.fieldRequired, { field: key });

/**
 * A missing field fails zod's type check before the contract's own text ('ID is required') can
 * apply. Re-validate with the field as an empty string to pick up the contract's message for that
 * field, so clients see the spec's words.
 */
function requiredMessage(schema: ZodType | undefined, input: unknown, path: string[], fallback: string): string {
  const key = path[path.length - 1] ?? '';
  if (schema && input && typeof input === 'object' && path.length === 1) {
    const retry = schema.safeParse({ ...(input as object), [key]: '' });
    const hit = retry.success ? undefined : retry.error.issues.find((i) => i.path.join('.') === path.join('.'));
    if (hit && hit.message !== requiredText(key)) return inReaderLanguage(hit.message);
  }
  return fallback;
}

/** One catalogue text per failed field: an empty field reads "X is required", not also "too short". */
function validationTexts(err: FastifyError, req: FastifyRequest): string[] {
  const part = (err.validationContext ?? 'body') as Part;
  const schema = (req.routeOptions.schema as Record<string, ZodType> | undefined)?.[part];
  const input = inputOf(req, part);
  const seen = new Set<string>();
  const firstPerField = (err.validation ?? []).filter((v) => !seen.has(v.instancePath) && !!seen.add(v.instancePath));
  const texts = firstPerField.map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    // A schema's own text ('ID is required') was fixed in English when its module loaded.
    const text = v.message ? inReaderLanguage(v.message) : messages.invalidData;
    const missing = v.keyword === 'invalid_type' && path.length > 0 && text === requiredText(path[path.length - 1]!);
    return missing ? requiredMessage(schema, input, path, text) : text;
  });
  const unique = [...new Set(texts)];
  return unique.length ? unique : [messages.invalidData];
}

const send = (status: number, error: string, errors: string[] = [error]) => ({
  status,
  body: { error, errors, code: status === 400 ? ('invalid_input' as const) : errorCodeForStatus(status) },
});

/** Every failure leaves as `{ error, errors, code }` with the spec's status (spec 000 §8, 002 §8). */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send(errorBody(err));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const texts = validationTexts(err, req);
      const out = send(400, texts.join(', '), texts);
      return reply.status(400).send(out.body);
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(send(429, messages.tooManyRequests).body);
    // Fastify's own client errors (bad JSON, wrong content type, too large) carry technical texts.
    if (status >= 400 && status < 500) return reply.status(status).send(send(status, messages.invalidData).body);
    // A constraint or a value PostgreSQL refused (a race past the check in code, a NUL byte, an
    // impossible date): the client's 400, logged without the bound values (http/log.ts).
    const refused = dbErrorToHttp(err);
    if (refused) {
      req.log.warn({ err }, 'refused by the database');
      return reply.status(refused.statusCode).send(errorBody(refused));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send(send(500, messages.serverError).body);
  });
}

/** The statuses every route may fail with; each is declared with the one error body. */
const failureStatuses = [400, 401, 403, 404, 409, 413, 429, 440, 500] as const;

/**
 * Declares the error contract once for every route: a 4xx/5xx answer is `{ error, errors, code }`
 * in the route's response schema (and so in the OpenAPI document), unless the route declares its
 * own (the imports' per-row errors).
 */
export function installErrorSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {}) as { response?: Record<string | number, unknown> };
    const response = (schema.response ??= {});
    for (const status of failureStatuses) if (!(status in response)) response[status] = errorResponseSchema;
  });
}
