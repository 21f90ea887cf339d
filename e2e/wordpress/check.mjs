// The WordPress end-to-end checks, run by run.sh with a live WordPress (WP_URL) and school server
// (API_URL): the plugin's markup, CORS from the WordPress origin, and the elements in headless
// Chromium (shadow DOM, data, theme override, news opened in place, an application sent).
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../chromium-path.mjs';

const { API_URL, WP_URL, WIDGETS_PAGE, PLAIN_PAGE, NEWS_PAGE, ARTIFACTS } = process.env;
const API = `${API_URL}/api`;
const ADMIN = { ID: 'AD-0001', password: 'Passw0rd!' };

// ─── A tiny runner: named checks, one line each, a summary ──────────────────
const results = [];
async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push(true);
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    results.push(false);
    console.log(
      `  ✗ ${name}\n    ${String(error?.stack ?? error)
        .split('\n')
        .slice(0, 6)
        .join('\n    ')}`,
    );
  }
}
function assert(ok, message) {
  if (!ok) throw new Error(message);
}
const getJson = async (path, init) => {
  const r = await fetch(`${API}/${path}`, init);
  assert(r.ok, `${init?.method ?? 'GET'} ${path}: ${r.status} ${await r.clone().text()}`);
  return r.json();
};

// ─── Files made at test time ────────────────────────────────────────────────
/** A valid 8×8 PNG (signature, IHDR, IDAT, IEND with their CRCs). */
function png() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => [0, 128, 128]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A small one-page PDF. */
function pdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ─── What the server holds (the seeded demo school) ─────────────────────────
const news = (await getJson('getnews?page=1&limit=2&show=true')).news;
const gallery = (await getJson('getshowgallery?page=1&limit=3')).gallery;
const staff = (await getJson('getshowmessage')).messages;
const feedback = (await getJson('getshowfeedback/')).feedbacks;
assert(
  news.length > 0 && gallery.length > 0 && staff.length > 0 && feedback.length > 0,
  'the seeded school has news, gallery, staff messages and feedback',
);

console.log(`WordPress e2e: ${WIDGETS_PAGE}`);

await check('the server answers the WordPress origin with CORS headers (GET, preflight, multipart POST register)', async () => {
  const origin = { Origin: WP_URL };
  const get = await fetch(`${API}/getnews?page=1&limit=1&show=true`, { headers: origin });
  assert(get.headers.get('access-control-allow-origin') === WP_URL, `GET: ${get.headers.get('access-control-allow-origin')}`);
  const stranger = await fetch(`${API}/getnews?page=1&limit=1&show=true`, { headers: { Origin: 'http://elsewhere.invalid' } });
  assert(!stranger.headers.get('access-control-allow-origin'), 'another origin gets no CORS header');
  // XHR with upload progress always sends a preflight before the multipart POST.
  const preflight = await fetch(`${API}/register`, { method: 'OPTIONS', headers: { ...origin, 'Access-Control-Request-Method': 'POST' } });
  assert(preflight.status < 300 && preflight.headers.get('access-control-allow-origin') === WP_URL, `preflight: ${preflight.status}`);
  assert(
    /POST/.test(preflight.headers.get('access-control-allow-methods') ?? ''),
    `methods: ${preflight.headers.get('access-control-allow-methods')}`,
  );
  const form = new FormData();
  form.append('firstName', 'Only');
  const post = await fetch(`${API}/register`, { method: 'POST', headers: origin, body: form });
  assert(post.status === 400, `an incomplete application is refused: ${post.status}`);
  assert(post.headers.get('access-control-allow-origin') === WP_URL, 'the multipart POST answer carries the CORS header');
});

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
const problems = [];
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && problems.push(`console: ${m.text()}`));
// Failed requests by URL (the console line has none); WordPress has no favicon here.
page.on(
  'response',
  (r) => r.status() >= 400 && !/favicon\.ico$/.test(r.url()) && problems.push(`${r.status()} ${r.request().method()} ${r.url()}`),
);
const requested = [];
page.on('request', (r) => requested.push(r.url()));
const shadowText = (tag) => page.evaluate((t) => document.querySelector(t)?.shadowRoot?.textContent ?? '', tag);

// ─── As the site's admin: the settings screen and the block editor ──────────
const admin = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
const adminProblems = [];
admin.on('pageerror', (e) => adminProblems.push(`pageerror: ${e.message}`));
try {
  await admin.goto(`${WP_URL}/wp-login.php`);
  await admin.fill('#user_login', 'admin');
  await admin.fill('#user_pass', 'admin-ci-pass');
  await Promise.all([admin.waitForURL('**/wp-admin/**'), admin.click('#wp-submit')]);

  await check('Settings → School Widgets saves the API URL through the nonce’d form, sanitized', async () => {
    const save = async (value) => {
      await admin.goto(`${WP_URL}/wp-admin/options-general.php?page=school-widgets`);
      await admin.fill('#school_widgets_api_base', value);
      await Promise.all([admin.waitForURL('**settings-updated=true**'), admin.click('#submit')]);
      return admin.inputValue('#school_widgets_api_base');
    };
    assert((await admin.locator('input[name="_wpnonce"]').count()) === 1, 'the form carries a nonce');
    assert((await save('javascript:alert(1)')) === '', 'a javascript: URL is refused');
    const saved = await save(`${API}/`);
    assert(saved === API, `saved without the trailing slash: ${saved}`);
    assert((await admin.textContent('.wrap')).includes(`${WP_URL}`), 'the page tells which origin to add to CORS_ORIGINS');
  });

  await check('the editor registers the six blocks and previews one live (ServerSideRender + the loader)', async () => {
    await admin.goto(`${WP_URL}/wp-admin/post-new.php?post_type=page`);
    await admin.waitForFunction(
      () => window.wp?.blocks?.getBlockType?.('school/testimonials') && window.wp.data.select('core/block-editor'),
      null,
      { timeout: 30_000 },
    );
    const names = await admin.evaluate(() =>
      window.wp.blocks
        .getBlockTypes()
        .map((b) => b.name)
        .filter((n) => n.startsWith('school/')),
    );
    assert(
      names.sort().join() === 'school/apply,school/feedback,school/gallery,school/news,school/staff-messages,school/testimonials',
      `blocks: ${names}`,
    );
    await admin.evaluate(() =>
      window.wp.data.dispatch('core/block-editor').insertBlocks(window.wp.blocks.createBlock('school/news', { pageSize: 1 })),
    );
    await admin.locator('school-news').getByText(news[0].title).waitFor({ timeout: 20_000 });
    assert(adminProblems.length === 0, adminProblems.join('\n'));
  });
} finally {
  await admin.context().close();
}

await check(
  'the plugin prints each element with escaped, whitelisted attributes and the loader once, as a module, in the footer',
  async () => {
    const html = await (await fetch(WIDGETS_PAGE)).text();
    const el = (tag) => html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? '';
    // Settings sanitizer dropped the trailing slash; lang="fr" is not on the whitelist.
    assert(el('school-news') === `<school-news api-base="${API}" page-size="2">`, `shortcode: ${el('school-news')}`);
    assert(
      /^<school-gallery api-base="[^"]+" page-size="3" class="wp-block-school-gallery">$/.test(el('school-gallery')),
      `block: ${el('school-gallery')}`,
    );
    assert(/ interval="5000" lang="en"/.test(el('school-testimonials')), `block attributes: ${el('school-testimonials')}`);
    assert(el('school-staff-messages') && el('school-apply') && el('school-feedback'), 'every placed widget is on the page');
    const scripts = html.match(/<script[^>]*school-widgets\.js[^>]*>/g) ?? [];
    assert(scripts.length === 1, `one loader tag, got ${scripts.length}`);
    assert(/^<script type="module" /.test(scripts[0]) && !/text\/javascript/.test(scripts[0]), scripts[0]);
    assert(html.indexOf(scripts[0]) > html.indexOf('<school-apply'), 'the loader comes after the content (footer)');
    const plain = await (await fetch(PLAIN_PAGE)).text();
    assert(!plain.includes('school-widgets.js'), 'a page without a widget does not load the loader');
  },
);

try {
  await page.goto(PLAIN_PAGE);
  await check('a page without widgets fetches none of the bundle', async () => {
    assert(!requested.some((u) => u.includes('/plugins/school-widgets/')), requested.filter((u) => u.includes('school')).join(', '));
  });

  requested.length = 0;
  await page.goto(NEWS_PAGE);
  await check('a page with only <school-news> fetches the loader, runtime, shared, common and news chunks, nothing else', async () => {
    await page.locator('school-news').getByText(news[0].title).waitFor({ timeout: 20_000 });
    const files = requested
      .filter((u) => u.includes('/plugins/school-widgets/'))
      .map((u) =>
        u
          .split('/')
          .pop()
          .split('?')[0]
          .replace(/-[\w-]{8}\.js$/, ''),
      );
    assert(files.sort().join() === 'common,news,rolldown-runtime,school-widgets.js,shared', `fetched: ${files}`);
  });

  requested.length = 0;
  await page.goto(WIDGETS_PAGE);

  await check("each element renders the server's data inside its own shadow root", async () => {
    await page.locator('school-news').getByText(news[0].title).waitFor({ timeout: 20_000 });
    await page.locator('school-gallery').getByText(gallery[0].title).waitFor();
    await page.locator('school-staff-messages').getByText(staff[0].fullName).first().waitFor();
    await page.locator('school-testimonials').getByText(feedback[0].fullName).first().waitFor();
    await page.locator('school-apply').getByRole('button', { name: 'Apply' }).waitFor();
    for (const [tag, text] of [
      ['school-news', news[0].title],
      ['school-gallery', gallery[0].title],
      ['school-staff-messages', staff[0].fullName],
    ]) {
      assert((await shadowText(tag)).includes(text), `${tag}: not in its shadowRoot`);
      const light = await page.evaluate((t) => document.querySelector(t).innerHTML, tag);
      assert(light === '', `${tag}: the light DOM stays empty, got ${light.slice(0, 80)}`);
    }
    const cards = await page.locator('school-news').getByRole('button', { name: 'Read more' }).count();
    assert(cards === news.length, `page-size="2": ${cards} news cards`);
  });

  await check('styles live in each shadow root, and a host-page rule overrides the theme tokens', async () => {
    const info = await page.evaluate(() => {
      const tags = ['school-news', 'school-gallery', 'school-apply', 'school-staff-messages', 'school-testimonials', 'school-feedback'];
      const rootVar = (t) =>
        getComputedStyle(document.querySelector(t).shadowRoot.querySelector('[data-embed="root"]'))
          .getPropertyValue('--school-color-primary')
          .trim();
      return {
        stylesInShadow: tags.map((t) =>
          [...document.querySelector(t).shadowRoot.querySelectorAll('style')].reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0),
        ),
        styledInHead: document.querySelectorAll('head style[data-styled]').length,
        news: rootVar('school-news'),
        gallery: rootVar('school-gallery'),
        display: getComputedStyle(document.querySelector('school-news')).display,
      };
    });
    assert(
      info.stylesInShadow.every((n) => n > 10),
      `CSS rules per shadow root: ${info.stylesInShadow}`,
    );
    assert(info.styledInHead === 0, 'no styled-components <style> in the document head');
    assert(info.news === 'rgb(0, 128, 128)', `school-news { --school-color-primary } from the page: got ${info.news}`);
    assert(info.gallery === '#1d4ed8', `other elements keep the default: got ${info.gallery}`);
    assert(info.display === 'block', `:host is a block: ${info.display}`);
  });

  await check('only the chunks of the elements on the page load, React once', async () => {
    const chunks = requested
      .filter((u) => u.includes('/assets/chunks/'))
      .map((u) =>
        u
          .split('/')
          .pop()
          .replace(/-[\w-]{8}\.js$/, ''),
      );
    assert(chunks.filter((c) => c === 'shared').length === 1, `shared chunk requests: ${chunks}`);
    for (const c of ['news', 'gallery', 'apply', 'staff-messages', 'testimonials', 'feedback', 'forms'])
      assert(chunks.includes(c), `${c} chunk: ${chunks}`);
  });

  await check('opening a news item shows it in place with Back, and emits school-news:open', async () => {
    await page.evaluate(() => {
      window.__events = [];
      for (const n of ['school-news:open', 'school-apply:submitted'])
        document.addEventListener(n, (e) => window.__events.push({ type: e.type, detail: e.detail }));
    });
    const el = page.locator('school-news');
    await el.getByRole('button', { name: 'Read more' }).first().click();
    await el.getByRole('heading', { level: 1, name: news[0].title }).waitFor();
    const events = await page.evaluate(() => window.__events);
    assert(events.length === 1 && events[0].detail.id === news[0]._id, `events: ${JSON.stringify(events)}`);
    await el.getByRole('button', { name: /Back/ }).click();
    await el.getByRole('searchbox', { name: 'Search news' }).waitFor();
    assert((await el.getByRole('heading', { level: 1 }).count()) === 0, 'the list is back');
  });

  const password = 'Apply-2026x';
  let newId = '';
  await check('an application sent from WordPress (photo PNG, PDF document) reaches the server', async () => {
    const form = page.locator('school-apply');
    const field = (name) => form.locator(`[name="${name}"]`);
    const values = {
      firstName: 'Hanna',
      middleName: 'Girma',
      lastName: 'Wordpress',
      age: '9',
      birthPlace: 'Mizan Teferi',
      birthDate: '2016-03-14',
      email: `hanna.${Date.now()}@example.com`,
      phoneNumber: '0911223344',
      password,
      conpassword: password,
      motherFullName: 'Selam Tadesse',
      homeAddress: 'Kebele 02, Mizan Teferi',
      emergencyContact: 'Girma Alemu',
      emergencyPhoneNumber: '0922334455',
      previousSchoolAttended: 'Mizan Primary',
      currentGradeLevel: 'Grade 3',
      avarageValue: '88',
    };
    for (const [name, value] of Object.entries(values)) await field(name).fill(value);
    await form.getByRole('radio', { name: 'Female' }).check();
    await field('period').selectOption({ index: 1 });
    await field('classG').selectOption({ index: 1 });
    await field('profilePic').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png() });
    await field('neccesseryDoc').setInputFiles([{ name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: pdf() }]);
    await form.getByRole('button', { name: 'Apply' }).click();
    await page
      .waitForFunction(() => window.__events.some((e) => e.type === 'school-apply:submitted'), null, { timeout: 30_000 })
      .catch(async (e) => {
        throw new Error(`no school-apply:submitted; the form says: ${(await shadowText('school-apply')).slice(-400)} (${e.message})`);
      });
    newId = (await page.evaluate(() => window.__events.find((e) => e.type === 'school-apply:submitted').detail)).ID;
    assert(/^[A-Z]{2}-\d+$/.test(newId), `detail.ID: ${newId}`);
    await form.getByText('Application received').waitFor();
    assert((await shadowText('school-apply')).includes(newId), 'the element shows the new ID');

    const { token } = await getJson('login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const user = await getJson(`users/${encodeURIComponent(newId)}`, { headers: { Authorization: `Bearer ${token}` } });
    assert(JSON.stringify(user).includes('Hanna'), `GET users/${newId}: ${JSON.stringify(user).slice(0, 300)}`);
    const login = await fetch(`${API}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ID: newId, password }),
    });
    assert(login.status === 200, `the applicant signs in with the chosen password: ${login.status} ${await login.text()}`);
  });

  await check('feedback sent from WordPress (a JSON POST, preflighted) reaches the server', async () => {
    const form = page.locator('school-feedback');
    const text = `Sent from WordPress at ${Date.now()}`;
    await form.getByLabel('Full name', { exact: true }).fill('Tigist Haile');
    await form.getByLabel('Email', { exact: true }).fill('tigist@example.com');
    await form.getByLabel('Feedback', { exact: true }).fill(text);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Thank you for your feedback').waitFor();
    const { token } = await getJson('login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { feedbacks } = await getJson('getallfeedback', { headers: { Authorization: `Bearer ${token}` } });
    assert(
      feedbacks.some((f) => f.feedback === text && f.fullName === 'Tigist Haile'),
      'the admin sees the new feedback',
    );
  });

  await check('a second copy of the bundle at another URL (loader and a chunk) changes nothing', async () => {
    const before = await shadowText('school-news');
    const newsChunk = requested
      .find((u) => /\/chunks\/news-[\w-]+\.js$/.test(u))
      .split('/')
      .pop();
    const copy = `${WP_URL}/wp-content/second-copy`;
    // The copy's modules are new instances: its loader and its news chunk run again.
    await page.evaluate(
      async ([loader, chunk]) => {
        await import(loader);
        await import(chunk);
      },
      [`${copy}/school-widgets.js`, `${copy}/chunks/${newsChunk}`],
    );
    await page.waitForTimeout(300);
    assert((await shadowText('school-news')) === before, 'school-news is untouched');
  });

  await check('no script errors and no failed requests on the page', async () => {
    assert(problems.length === 0, problems.join('\n'));
  });
  if (ARTIFACTS) await page.screenshot({ path: `${ARTIFACTS}/wordpress-page.png`, fullPage: true });
} finally {
  await browser.close();
}

const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
