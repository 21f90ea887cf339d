import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/vite-library.ts';

export default defineConfig(libraryConfig(import.meta.dirname, { index: 'src/index.ts' }));
