// After `vite build`: copies the bundle (JavaScript only, no source maps) into the WordPress
// plugin's assets/ folder, so plugin/school-widgets/ is self-contained and can be zipped as is.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const assets = fileURLToPath(new URL('../plugin/school-widgets/assets/', import.meta.url));

if (!existsSync(`${dist}school-widgets.js`)) {
  console.error('dist/school-widgets.js is missing: run `vite build` first.');
  process.exit(1);
}
rmSync(assets, { recursive: true, force: true });
cpSync(dist, assets, { recursive: true, filter: (src) => !src.endsWith('.map') });
console.log(`copied ${dist} to ${assets}`);
