import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';

// ─── The reference page's fonts, served by us (issue 37) ─────────────────────────────────────
// Scalar loads Inter and JetBrains Mono from fonts.scalar.com by default, which the content
// security policy (font-src 'self') blocks, and which would tell a third party who reads our
// docs. The same two fonts come from the Fontsource packages and are served under
// /api/docs/fonts/; the page is told not to load its defaults (`withDefaultFonts: false`) and gets
// their @font-face rules as its custom CSS.

const require = createRequire(import.meta.url);

/** Each font: its package's variable-weight stylesheet and the family name Scalar's CSS asks for. */
const FONTS = [
  { pkg: '@fontsource-variable/inter', family: 'Inter' },
  { pkg: '@fontsource-variable/jetbrains-mono', family: 'JetBrains Mono' },
] as const;

interface DocsFonts {
  /** The @font-face rules, with their URLs under `prefix`. */
  css: string;
  /** File name → path on disk (only the files the rules name). */
  files: Map<string, string>;
}

function loadFonts(prefix: string): DocsFonts {
  const files = new Map<string, string>();
  const css = FONTS.map(({ pkg, family }) => {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    return readFileSync(path.join(dir, 'wght.css'), 'utf8')
      .replace(/font-family: '[^']+'/g, `font-family: '${family}'`)
      .replace(/url\(\.\/files\/([\w.-]+\.woff2)\)/g, (_m, file: string) => {
        files.set(file, path.join(dir, 'files', file));
        return `url(${prefix}/${file})`;
      });
  }).join('\n');
  return { css, files };
}

/**
 * Registers GET {docs}/fonts/:file (in the /api scope, so `routePrefix` is '/docs') and answers
 * the CSS the page takes as `customCss`.
 */
export function docsFonts(api: FastifyInstance, routePrefix: string, publicPrefix: string): string {
  const fonts = loadFonts(`${publicPrefix}/fonts`);
  api.get(`${routePrefix}/fonts/:file`, { schema: { hide: true } }, async (req, reply) => {
    const file = fonts.files.get((req.params as { file: string }).file);
    if (!file) throw notFound();
    return reply
      .header('Content-Type', 'font/woff2')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(await readFile(file));
  });
  return fonts.css;
}
