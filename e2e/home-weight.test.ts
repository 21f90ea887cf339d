import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const page = useBrowser({ width: 1280, height: 800 });

// The budgets of /home (hosts/portal/.size-limit.cjs) list the chunks /home needs from the build
// manifest, and those the footer's newsletter box adds when it nears the screen (decision 127).
// This checks both lists against what a browser really fetches, so a chunk that starts loading on
// /home cannot escape a budget.
describe('the JavaScript of /home', () => {
  it('is every file the budgets count: the page under 140 KB gzip, the newsletter box only when the footer nears', async () => {
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
    const require = createRequire(import.meta.url);
    const budgets = require('../hosts/portal/.size-limit.cjs') as { name: string; path: string[]; limit: string }[];
    const listOf = (part: string) => budgets.find((b) => b.name.includes(part))!.path.map((f) => f.replace(/^dist\//, ''));
    const homeFiles = listOf('every JS file it loads before scrolling');
    const boxFiles = listOf('newsletter box');
    const sum = (files: string[]) => files.reduce((a, f) => a + (scripts.get(f) ?? 0), 0);

    await p.goto('/home');
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.waitForLoadState('networkidle');
    const first = [...scripts.keys()].sort();
    console.log(`/home loads ${first.length} JS files, ${(sum(first) / 1024).toFixed(1)} KB gzip: ${first.join(', ')}`);
    expect(first.filter((f) => !homeFiles.includes(f))).toEqual([]);
    expect(await p.getByRole('form', { name: /newsletter/i }).count()).toBe(0);
    expect(sum(first)).toBeLessThanOrEqual(140_000);

    await p.locator('footer').scrollIntoViewIfNeeded();
    await p.getByRole('button', { name: 'Send' }).waitFor();
    await p.waitForLoadState('networkidle');
    const added = [...scripts.keys()].filter((f) => !first.includes(f)).sort();
    console.log(`the newsletter box adds ${added.length} JS files, ${(sum(added) / 1024).toFixed(1)} KB gzip`);
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((f) => !boxFiles.includes(f))).toEqual([]);

    // The files served are the ones built (not a stale dist).
    const dist = fileURLToPath(new URL('../hosts/portal/dist/', import.meta.url));
    for (const f of scripts.keys()) expect(readFileSync(dist + f).length).toBeGreaterThan(0);
    // And they travel compressed: the build's Brotli copies (scripts/vite-precompress.ts).
    expect(sentAs.size).toBeGreaterThan(0);
    expect(new Set(sentAs.values())).toEqual(new Set(['br']));
  });
});
