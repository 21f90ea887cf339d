import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text and fonts the browser loads (source maps only open in devtools). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|ttf|otf)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (Brotli, best) and `file.gz` (gzip, best) beside every script, style, text and
 * font file of the build over 1 KB, where smaller than the file. The server sends them to a
 * browser that accepts them (@fastify/static `preCompressed`, server/src/http/static.ts):
 * compressed once at build time, so serving costs no CPU. docs/decisions/0041-the-portals-files-compressed-once-at-build-time.md.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'school:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
