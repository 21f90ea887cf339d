import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** What the build writes to `dist/.vite/landings.json` and the server reads (server/src/http/static.ts). */
export interface BuiltLanding {
  pattern: string;
  /** The chunk files (`/assets/…`) a landing loads beyond those index.html already names. */
  preload: string[];
  reads: string[];
}

/**
 * Writes `.vite/landings.json`: for each landing (hosts/portal/src/routes/landings.ts) the chunks
 * its modules load, every static import followed, minus the entry's own (index.html already has
 * them), so the server can name them all in the page's HTML (decision 119).
 */
export function landings(list: { pattern: string; modules: string[]; reads: string[] }[]): Plugin {
  let root = '';
  return {
    name: 'school:landings',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: OutputChunk[]) => {
        const seen = new Set<string>();
        const visit = (c: OutputChunk) => {
          if (seen.has(c.fileName)) return;
          seen.add(c.fileName);
          for (const f of c.imports) if (byFile.has(f)) visit(byFile.get(f)!);
        };
        start.forEach(visit);
        return seen;
      };
      const inHtml = closure(chunks.filter((c) => c.isEntry));
      const built: BuiltLanding[] = list.map((landing) => {
        const starts = landing.modules.map((m) => {
          const id = path.resolve(root, m);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) this.error(`landings: no chunk is built from ${m} (is it a dynamic import?)`);
          return chunk;
        });
        const files = [...closure(starts)].filter((f) => !inHtml.has(f));
        return { pattern: landing.pattern, preload: files.map((f) => `/${f}`), reads: landing.reads };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/landings.json', source: `${JSON.stringify(built, null, 1)}\n` });
    },
  };
}
