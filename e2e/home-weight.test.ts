import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const page = useBrowser({ width: 1280, height: 800 });

// The budget of /home (hosts/portal/.size-limit.cjs) lists the chunks /home needs from the build
// manifest. This checks the list against what a browser really fetches, footer and lazy parts
// included, so a chunk that starts loading on /home cannot escape the budget.
describe('the JavaScript of /home', () => {
  it('is every file the budget counts, and stays under 140 KB gzip', async () => {
    const p = page();
    const scripts = new Map<string, number>();
    const sentAs = new Map<string, string>(); // content-encoding of each script over 1 KB
    p.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => null);
      if (!body) return;
      const file = new URL(res.url()).pathname.replace(/^\//, '');
      scripts.set(file, gzipSync(body, { level: 9 }).length);
      if (body.length >= 1024) sentAs.set(file, (await res.allHeaders())['content-encoding'] ?? 'none');
    });
    await p.goto('/home');
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.getByRole('form', { name: /newsletter/i }).scrollIntoViewIfNeeded();
    await p.getByRole('button', { name: 'Send' }).waitFor();
    await p.waitForLoadState('networkidle');

    const loaded = [...scripts.keys()].sort();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(`/home loads ${loaded.length} JS files, ${(total / 1024).toFixed(1)} KB gzip: ${loaded.join(', ')}`);

    const require = createRequire(import.meta.url);
    const budget = require('../hosts/portal/.size-limit.cjs') as { name: string; path: string[]; limit: string }[];
    const home = budget.find((b) => b.name.includes('/home'))!;
    const counted = home.path.map((f) => f.replace(/^dist\//, '')).sort();
    expect(loaded.filter((f) => !counted.includes(f))).toEqual([]);
    expect(home.limit).toBe('140 KB');
    expect(total).toBeLessThanOrEqual(140_000);
    // The files served are the ones built (not a stale dist).
    const dist = fileURLToPath(new URL('../hosts/portal/dist/', import.meta.url));
    for (const f of loaded) expect(readFileSync(dist + f).length).toBeGreaterThan(0);
    // And they travel compressed: the build's Brotli copies (scripts/vite-precompress.ts).
    expect(sentAs.size).toBeGreaterThan(0);
    expect(new Set(sentAs.values())).toEqual(new Set(['br']));
  });
});
