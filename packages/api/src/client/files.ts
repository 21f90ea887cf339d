/** The folders the server reads files from (spec 000 §7 File GETs). */
export type FileKind = 'users' | 'students' | 'teachers' | 'news' | 'gallery' | 'staff' | 'studentexam';

/**
 * URL of a stored file: the token rides as the last path segment, because an <img> cannot send
 * an Authorization header. Public files (staff photos) use the literal segment `null`.
 */
export function buildFileUrl(baseURL: string, kind: FileKind, name: string, token?: string | null): string {
  const base = baseURL.replace(/\/+$/, '');
  return `${base}/${kind}/${encodeURIComponent(name)}/${token ? encodeURIComponent(token) : 'null'}`;
}
