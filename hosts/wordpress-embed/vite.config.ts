import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from '../../scripts/aliases.ts';

// The embed bundle: one fixed-name loader (school-widgets.js) and hashed chunks beside it.
// `base: './'` keeps every chunk URL relative to the loader's own URL (import.meta.url), so the
// folder works from a WordPress plugin, a CDN or the demo page without configuration.
/** styled-components' `stylis` is ./src/stylisWithoutPrefixer.ts (why: in that file). */
const stylisWithoutPrefixer: Plugin = {
  name: 'stylis-without-prefixer',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'stylis' && importer && /[\\/]styled-components[\\/]/.test(importer))
      return fileURLToPath(new URL('./src/stylisWithoutPrefixer.ts', import.meta.url));
    return null;
  },
};

export default defineConfig({
  plugins: [react(), stylisWithoutPrefixer],
  resolve: { alias: aliases },
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      input: { 'school-widgets': 'src/loader.ts' },
      // The loader keeps its export (widgetChunks); 'allow-extension' is what rolldown requires
      // with includeDependenciesRecursively: false below.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // React, styled-components and r2wc: shipped once for every element on the page.
            {
              name: 'shared',
              test: /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|@r2wc)[\\/]/,
              priority: 20,
            },
            // Form machinery (zod, react-hook-form, the contract's schemas, the UI's form helpers and
            // the fields only forms use: password, select, date; the widgets' catalogue validation
            // texts): only the form elements (apply, feedback) need it, so it stays out of `common`
            // (decision 84: the news page at 120 KB).
            {
              name: 'forms',
              test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|packages[\\/]api[\\/]src[\\/]schemas[\\/]|packages[\\/]api[\\/]src[\\/]messages[\\/](admissions|academics|forms)\.ts$|packages[\\/]ui[\\/]src[\\/](Form|PasswordField|Select|DateField)[\\/]|packages[\\/]api[\\/]src[\\/]validationMessage\.ts$|packages[\\/]school-widgets[\\/]src[\\/]shared[\\/](useCatalogueForm|validationText)\.ts$/,
              priority: 15,
              // Only these modules: their imports (texts, tokens) stay where `common` puts them.
              includeDependenciesRecursively: false,
            },
            // Our own code used by two elements or more (the shell, the API client, common UI):
            // one `common` chunk instead of many small ones, so a page makes few requests.
            { name: 'common', minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
