import type { FastifyInstance } from 'fastify';
import { messages } from '../i18n';
import { badRequest } from './errors';

// ─── Input no route should ever see ───────────────────────────────────────────────────────────
// Before any schema runs, every string of the body, query and path parameters is checked:
//   - a NUL byte (U+0000) is refused: PostgreSQL cannot store it in text and would answer with an
//     error; a name or ID with a NUL in it is never a real one;
//   - a string longer than MAX_STRING_LENGTH is refused: the shared schemas bound each field
//     (email 254, names 100, texts their own limit); this is the ceiling behind them for a field
//     a schema forgot, well above the largest field (news content, 50,000 characters).
// Both answer 400 { error: 'invalid data' } (the error handler), never 500. Multipart fields are
// checked where they are read (files/upload.ts readForm) with the same rule.

export const MAX_STRING_LENGTH = 100_000;
const MAX_DEPTH = 32;

/** Why `value` is refused, or null: a NUL byte or an over-long string anywhere inside it (keys too). */
export function refusedInput(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'NUL byte';
    if (value.length > MAX_STRING_LENGTH) return 'string too long';
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return 'nested too deeply';
  if (Array.isArray(value)) {
    for (const item of value) {
      const why = refusedInput(item, depth + 1);
      if (why) return why;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const why = refusedInput(key, depth + 1) ?? refusedInput(item, depth + 1);
    if (why) return why;
  }
  return null;
}

export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const why = refusedInput(req.params) ?? refusedInput(req.query) ?? refusedInput(req.body);
    if (why) {
      req.log.info({ reason: why }, 'input refused');
      throw badRequest(messages.invalidData);
    }
  });
}
