import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from '../../scripts/aliases.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  server: {
    port: Number(process.env.PORTAL_DEV_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // React and styled-components change rarely: a long-cached chunk of their own.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|styled-components|react-router|react-router-dom)\//.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
