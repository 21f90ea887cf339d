import { fileToken } from './file-signing';

/** The folders the server reads files from (spec 000 §7 File GETs). */
export type FileKind =
  | 'users'
  | 'students'
  | 'teachers'
  | 'news'
  | 'gallery'
  | 'staff'
  | 'studentexam'
  | 'exam_image'
  // teaching (spec 001 §7): assignments/{file}/{assignment_id}, submittedassignmentfile/{file}/{assignment_id},
  // courseMaterial/{file}, questionniare/{answer}/{questionaireId}
  | 'assignments'
  | 'submittedassignmentfile'
  | 'courseMaterial'
  | 'questionniare';

/**
 * URL of a stored file: the token rides as the last path segment, because an <img> cannot send
 * an Authorization header. Public files (staff photos) use the literal segment `null`.
 */
export function buildFileUrl(baseURL: string, kind: FileKind, name: string, token?: string | null, ...segments: string[]): string {
  const base = baseURL.replace(/\/+$/, '');
  const middle = segments.map((s) => `/${encodeURIComponent(s)}`).join('');
  return `${base}/${kind}/${encodeURIComponent(name)}${middle}/${token ? encodeURIComponent(token) : 'null'}`;
}

/**
 * URL of a stored file for the signed-in person: the last segment is a signed file token for
 * this one file, valid for minutes (client/file-signing.ts), never the session token itself.
 * Without a session the segment is `null` (public photos).
 */
export function signedFileUrl(baseURL: string, kind: string, name: string, sessionToken?: string | null, ...segments: string[]): string {
  const token = sessionToken ? (fileToken(sessionToken, [kind, name, ...segments].join('/')) ?? sessionToken) : null;
  return buildFileUrl(baseURL, kind as FileKind, name, token, ...segments);
}
