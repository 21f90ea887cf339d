// `npm run test:visual`: every Storybook story screenshotted in Chromium and compared with its
// committed reference (.storybook/references/<story id>.png), the offline counterpart of Chromatic
// (issue 40). A story that differs writes its screenshot and a diff image (the differing pixels in
// red over a faded copy) into .storybook/visual-diffs/ and fails the run.
//
//   node scripts/visual/check.mjs [--update] [filter…]
//     --update   writes the references anew (review the images before committing them)
//     filter     only the stories whose id contains one of these
//   STORYBOOK_DIR   a built Storybook (default storybook-static; built when missing)
//
// Stable screenshots: one viewport (1024×768), Date fixed at 2026-11-22 09:00 UTC (the tests'
// today), animations and the caret off, web fonts loaded. Pixels within 24/255 per channel
// count as equal (antialiasing); a story differs when more than 0.1 % of its pixels do.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../e2e/chromium-path.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const update = args.includes('--update');
const filters = args.filter((a) => !a.startsWith('--'));
const staticDir = path.resolve(root, process.env.STORYBOOK_DIR ?? 'storybook-static');
const refDir = path.join(root, '.storybook/references');
const diffDir = path.join(root, '.storybook/visual-diffs');
const CHANNEL_TOLERANCE = 24;
const MAX_DIFF_RATIO = 0.001;
const TODAY = new Date('2026-11-22T09:00:00Z');

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.log(`No Storybook in ${staticDir}: building it (npm run build-storybook)…`);
  const built = spawnSync('npm', ['run', 'build-storybook', '--', '--quiet', '-o', staticDir], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && (!filters.length || filters.some((f) => e.id.includes(f))))
  .map((e) => e.id)
  .sort();

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const file = path.join(staticDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath });
const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
const page = await context.newPage();
// Date is fixed (timers run as they do): what a story shows of 'today' does not move.
await page.clock.setFixedTime(TODAY);
/** A page that compares two PNGs with canvas and draws the diff (no image library needed). */
const compare = await context.newPage();
await compare.setContent('<!doctype html><title>compare</title>');

/** { ratio, diff: base64 PNG | null } of two base64 PNGs. */
const diffOf = (a, b) =>
  compare.evaluate(
    async ({ a, b, tolerance }) => {
      const load = (src) =>
        new Promise((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = `data:image/png;base64,${src}`;
        });
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const w = Math.max(ia.width, ib.width);
      const h = Math.max(ia.height, ib.height);
      const pixels = (img) => {
        const c = document.createElement('canvas');
        c.width = w;
        c.height = h;
        const g = c.getContext('2d');
        g.fillStyle = '#fff';
        g.fillRect(0, 0, w, h);
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, w, h);
      };
      const pa = pixels(ia).data;
      const pb = pixels(ib);
      const out = new ImageData(w, h);
      let differing = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.max(Math.abs(pa[i] - pb.data[i]), Math.abs(pa[i + 1] - pb.data[i + 1]), Math.abs(pa[i + 2] - pb.data[i + 2]));
        if (d > tolerance) {
          differing++;
          out.data.set([255, 0, 0, 255], i);
        } else {
          const grey = 255 - (255 - (pa[i] + pa[i + 1] + pa[i + 2]) / 3) * 0.4;
          out.data.set([grey, grey, grey, 255], i);
        }
      }
      const ratio = ia.width !== ib.width || ia.height !== ib.height ? 1 : differing / (w * h);
      if (!differing && ratio === 0) return { ratio, diff: null };
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      c.getContext('2d').putImageData(out, 0, 0);
      return { ratio, diff: c.toDataURL('image/png').split(',')[1] };
    },
    { a, b, tolerance: CHANNEL_TOLERANCE },
  );

async function shoot(id) {
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: 'load' });
  await page.addStyleTag({
    content: '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
  });
  // Rendered once the root has content (or the story says it failed), and its fonts are in.
  await page.waitForFunction(
    () => document.querySelector('#storybook-root')?.childElementCount || document.querySelector('.sb-show-errordisplay'),
    null,
    {
      timeout: 30_000,
    },
  );
  await page.evaluate(() => document.fonts.ready);
  // Fake-api stories answer after a tick or a delay: wait (5 s at most: a story may show the
  // loading state itself) until no loading state is on screen, then let the page settle.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[data-ui="loading-state"]'), null, { timeout: 5_000 }).catch(() => {});
  await page.waitForTimeout(300);
  return (await page.screenshot({ fullPage: true, animations: 'disabled' })).toString('base64');
}

mkdirSync(refDir, { recursive: true });
rmSync(diffDir, { recursive: true, force: true });
const failed = [];
let written = 0;
for (const id of stories) {
  let shot;
  try {
    shot = await shoot(id);
  } catch (err) {
    failed.push(`${id}: did not render (${err.message.split('\n')[0]})`);
    continue;
  }
  const ref = path.join(refDir, `${id}.png`);
  if (update) {
    const same = existsSync(ref) && (await diffOf(readFileSync(ref).toString('base64'), shot)).ratio <= MAX_DIFF_RATIO;
    if (!same) {
      writeFileSync(ref, Buffer.from(shot, 'base64'));
      written++;
    }
    continue;
  }
  if (!existsSync(ref)) {
    failed.push(`${id}: no reference (npm run visual:update -- ${id})`);
    continue;
  }
  const { ratio, diff } = await diffOf(readFileSync(ref).toString('base64'), shot);
  if (ratio > MAX_DIFF_RATIO) {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(path.join(diffDir, `${id}.actual.png`), Buffer.from(shot, 'base64'));
    if (diff) writeFileSync(path.join(diffDir, `${id}.diff.png`), Buffer.from(diff, 'base64'));
    failed.push(`${id}: ${(ratio * 100).toFixed(2)} % of pixels differ (.storybook/visual-diffs/${id}.diff.png)`);
  }
}
await browser.close();
server.close();

if (update) console.log(`${stories.length} stories, ${written} references written to .storybook/references/`);
else console.log(`${stories.length} stories compared with their references, ${failed.length} differ`);
for (const f of failed) console.error(`  ${f}`);
process.exit(failed.length ? 1 : 0);
