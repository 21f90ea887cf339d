import { z } from 'zod';
import { messages } from '../i18n';

// The path parameters the routes share, each bounded (the router also caps a parameter at
// 2,048 characters: app.ts maxParamLength).

/** A record id or login ID in a path, trimmed. */
export const idParam = z.string().trim().min(1).max(100);
export const idParams = z.object({ id: idParam });

/** Stored file names: no separators, no spaces, nothing a shell or a path would interpret (files/storage.ts checks it too). */
export const SAFE_NAME = /^[A-Za-z0-9._-]+$/;

/** A stored file's name in a file URL: no separators or spaces (SAFE_NAME). */
export const fileNameParam = z.string().max(200, messages.invalidData).regex(SAFE_NAME, messages.invalidData);

/** The token in a file URL's last segment: a signed file token, or a session token of an old link. */
export const fileTokenParam = z.string().min(1, messages.unauthorized).max(2048, messages.unauthorized);
