/** Every `message` of a form's errors (nested fields and lists too) through `text`; refs kept as they are. */
export function errorsIn<T>(errors: T, text: (message: string) => string): T {
  if (Array.isArray(errors)) return errors.map((item) => errorsIn(item, text)) as T;
  if (!errors || typeof errors !== 'object') return errors;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(errors)) {
    out[key] = key === 'ref' ? item : key === 'message' && typeof item === 'string' ? text(item) : errorsIn(item, text);
  }
  return out as T;
}
