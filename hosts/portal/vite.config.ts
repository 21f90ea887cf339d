import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from '../../scripts/aliases.ts';
import { precompress } from '../../scripts/vite-precompress.ts';
import { landings } from '../../scripts/vite-landings.ts';
import { LANDING_NEEDS, LANDINGS } from './src/routes/landings.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // landings: the chunks of the dashboards' first screens, for the server's modulepreload links (decision 119).
  plugins: [react(), landings(LANDINGS.map((l) => ({ pattern: l.pattern, ...LANDING_NEEDS[l.name] }))), precompress()],
  resolve: { alias: aliases },
  server: {
    port: Number(process.env.PORTAL_DEV_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph the size budget of /home walks (.size-limit.cjs).
    manifest: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // React, styled-components and the router change rarely: one long-cached chunk.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|react-router|react-router-dom)[\\/]/,
              priority: 20,
            },
            // The theme's tokens and the public catalogue, which every page runs first: one chunk with
            // /home's entry (Rolldown made the tokens a 1.9 KB file of their own: one more request
            // before the first paint; decision 99). With them the public texts' hooks and their
            // English twin (decision 250), which Rolldown otherwise made two small files of their own
            // once lazy pages shared them (0.3 KB more on /home).
            {
              name: 'merge',
              test: /packages[\\/](ui[\\/]src[\\/]theme[\\/]tokens|api[\\/]src[\\/]messages[\\/](core|publicSite|i18n|merge|public|englishPublic)|school-widgets[\\/]src[\\/]shared[\\/]intl[\\/](state|publicWords))\.ts$/,
              priority: 15,
            },
            // The small pieces every dashboard list shows (chip, empty state, pagination, select, text
            // field, the query fallback, date formats): one 3 KB chunk, not seven of 1.6-2 KB. On a
            // phone over HTTP/1.1 each file costs a round trip on one of six connections and a share
            // of the bandwidth while it waits; the exam page's 16 chunks made its largest (vendor)
            // arrive last (decision 137). Their own modules only (not what they import), so
            // nothing of /home's entry moves in.
            {
              name: 'dashboard-kit',
              test: /packages[\\/](ui[\\/]src[\\/](Chip|EmptyState|Pagination|Select|TextField|internal[\\/]field)|school-widgets[\\/]src[\\/]shared[\\/](format|QueryFallback))/,
              priority: 12,
              includeDependenciesRecursively: false,
            },
            // The reader's texts and dates of the moved folders without the engine (shared/intl:
            // decision 250): one chunk, not five small ones that /home's entry lists for each lazy page.
            // Not the form texts (formWords, formTexts): their English twin sits in the application's
            // chunk, which the news and courses pages would then load with its forms.
            {
              name: 'reader',
              test: /packages[\\/]school-widgets[\\/]src[\\/]shared[\\/]intl[\\/](dates|readerFormat|publicDate|overlay|light|lightTexts|publicTexts)\.ts$/,
              priority: 11,
              includeDependenciesRecursively: false,
            },
            // The pseudo-locale (decision 270), development and tests only: the catalogue's twin, its
            // generator and @school/ui's twin (decision 286) in one chunk, so /home's entry lists one
            // file name more for @school/ui's twin, not two (the generator would be a file of its own).
            {
              name: 'pseudo',
              test: /(packages[\\/]api[\\/]src[\\/]messages[\\/](pseudo|pseudoMessages)|hosts[\\/]portal[\\/]src[\\/]session[\\/]uiPseudo)\.ts$/,
              priority: 11,
              includeDependenciesRecursively: false,
            },
            // Validation only matters once a form opens: its own chunk, kept off the first route.
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
