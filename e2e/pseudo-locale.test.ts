import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { languageNames, landingPathFor, PSEUDO_CLOSE, PSEUDO_OPEN, type SessionUser } from '@school/api';
import { baseURL, DEMO_PASSWORD, useBrowser } from './harness';
import { COUNT_FETCHES, settled } from './settle';
import { dashboardRoutes, fill, type Role } from './routes';

// The pseudo-locale walk (issue 38, decision 270). Each role signs in with the reader language
// 'pseudo' (accented, ~35 % longer English in ⟦…⟧, generated from the catalogue) and visits its
// main pages on a 390 × 844 phone. It fails on
//  (a) UI chrome whose words are not a catalogue text: headings, buttons, links, labels, legends,
//      table headers, tabs, options, and the placeholder / aria-label / title of any element;
//  (b) a page wider than the phone, or a text cut by its box (overflow hidden, wider content).
// Data is allowed by one rule: what is left of a chrome text once its ⟦…⟧ parts are taken out may
// hold Latin words only if the server sent them (a string of a JSON answer this page received:
// people's names, course and section names, IDs, titles), or if it is a date or time in English
// formats (pseudo dates are English); digits, punctuation and symbols are always allowed.
// Known findings outside this branch's folders are named in KNOWN with their reason: the walk
// passes with them and fails on any new one.

const PHONE = { width: 390, height: 844 };
const page = useBrowser(PHONE);

const ACCOUNTS: Record<Role, string> = { admin: 'AD-0001', teacher: 'TE-0001', student: 'ST-0001', parent: 'FA-0001' };

/**
 * Findings the walk knows and allows for now, each named with where it comes from and why it is
 * not fixed on this branch. A finding one of them matches passes; anything else fails.
 */
const KNOWN: { name: string; matches: (problem: string) => boolean; why: string }[] = [
  // None: @school/ui's own texts, the last one, are pseudo since the portal's UiProvider is given
  // their pseudo twin (decision 286).
];

/** Language names are the same in every language (a language switch shows each in its own): not texts to translate. */
const LANGUAGE_NAMES = new Set(Object.values(languageNames));

/**
 * The main pages of a role: its landing page and every route of its dashboard with no parameter but
 * the person's own ID (`:id` of the teacher's, student's and parent's routes; the admin's `:id` is
 * an item's, so the admin's main pages are those without any parameter).
 */
function mainPages(role: Role, landing: string, ID: string): string[] {
  const paths = dashboardRoutes()
    .filter((r) => r.roles.includes(role))
    .map((r) => fill(r.pattern, role === 'admin' ? {} : { id: ID }))
    .filter((path): path is string => path !== null);
  return [...new Set([landing, ...paths])];
}

/** Signs in through the API and stores the session as the portal does, with the reader language 'pseudo'. */
async function enterInPseudo(p: Page, ID: string): Promise<{ landing: string; user: SessionUser }> {
  const res = await p.request.post(`${baseURL}/api/login`, { data: { ID, password: DEMO_PASSWORD } });
  const body = (await res.json()) as { token?: string; user?: SessionUser };
  if (!body.token || !body.user) throw new Error(`${ID} could not sign in: ${res.status()}`);
  // The server keeps offered languages only; the browser's stored session user reads 'pseudo'.
  const user = { ...body.user, language: 'pseudo' } as unknown as SessionUser;
  await p.goto(`${baseURL}/api/public-data`);
  await p.evaluate(
    ({ token, user }) => {
      document.cookie = `token=${encodeURIComponent(token)}; Path=/; SameSite=Strict`;
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('type', user.type.name);
    },
    { token: body.token, user },
  );
  const landing = landingPathFor(body.user);
  await p.goto(baseURL + landing);
  return { landing, user: body.user };
}

async function go(p: Page, path: string) {
  await p.evaluate((to) => {
    (window as unknown as { __quiet?: number }).__quiet = 0;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settled(p);
}

interface Chrome {
  what: string;
  text: string;
}

/** The chrome's texts of the page: the visible text of its chrome elements and the labelling attributes of any element. */
async function chromeTexts(p: Page): Promise<Chrome[]> {
  return p.evaluate(() => {
    const out: { what: string; text: string }[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const tag = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}`;
    const CHROME =
      'h1, h2, h3, h4, h5, h6, [role="heading"], button, a, label, legend, caption, summary, th, [role="columnheader"], [role="tab"], [role="menuitem"], option';
    for (const el of document.querySelectorAll(CHROME)) {
      if (el.tagName !== 'OPTION' && !visible(el)) continue;
      const text = ((el as HTMLElement).innerText ?? el.textContent ?? '').trim();
      if (text) out.push({ what: tag(el), text });
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!visible(el)) continue;
      for (const a of ['placeholder', 'aria-label', 'title']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push({ what: `${tag(el)}@${a}`, text: v });
      }
    }
    return out;
  });
}

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const DAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun';
/** English date and time words (pseudo dates are written in English formats, decision 270). */
const DATE_WORDS = new RegExp(`\\b(${MONTHS}|${DAYS}|AM|PM)\\b`, 'g');

/** The parts of a chrome text that are not catalogue texts: outside every ⟦…⟧ (a pair may span elements). */
function outsideMarkers(text: string): string[] {
  let rest = text;
  const first = rest.indexOf(PSEUDO_OPEN);
  const firstClose = rest.indexOf(PSEUDO_CLOSE);
  if (firstClose >= 0 && (first < 0 || firstClose < first)) rest = rest.slice(firstClose + 1); // the end of a text begun before
  const last = rest.lastIndexOf(PSEUDO_OPEN);
  if (last >= 0 && rest.indexOf(PSEUDO_CLOSE, last) < 0) rest = rest.slice(0, last); // a text that ends after
  return rest
    .split(new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The initials of a name the server sent ("Abel Alemayehu Fikre" → "AAF", "AF", "AA"…: an avatar's). */
function initialsOf(sent: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const s of sent) {
    const words = s.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
    if (words.length < 2 || words.length > 4) continue;
    for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) out.add(words[i]![0]! + words[j]![0]!);
  }
  return out;
}

/** Is a leftover part data by the walk's rule: no Latin words once the server's strings and dates are taken out? */
function isData(part: string, sent: Set<string>, initials: Set<string>): boolean {
  if (LANGUAGE_NAMES.has(part)) return true;
  let rest = part;
  // The server's strings first (a title may hold a weekday), longest first, taken out where they occur whole.
  for (const s of [...sent].sort((a, b) => b.length - a.length)) {
    if (!/[A-Za-z]/.test(rest)) break;
    if (s.length >= 2 && rest.includes(s)) rest = rest.split(s).join(' ');
  }
  rest = rest.replace(DATE_WORDS, ' ').replace(/\b[A-Z]{2,3}\b/g, (w) => (initials.has(w) ? ' ' : w));
  return !/[A-Za-z]{2,}/.test(rest);
}

interface Finding {
  where: string;
  problem: string;
}

/** Overflow at 390 px: the document wider than the phone, or a text cut by its box. */
async function overflowProblems(p: Page): Promise<string[]> {
  return p.evaluate((phone) => {
    const out: string[] = [];
    const name = (el: Element) => {
      const box = el.parentElement?.closest('[data-ui]');
      return `${el.tagName.toLowerCase()}${box ? ` in [data-ui=${box.getAttribute('data-ui')}]` : ''} "${((el as HTMLElement).innerText ?? '').trim().slice(0, 40)}"`;
    };
    const width = document.scrollingElement!.scrollWidth;
    if (width > phone) {
      const scrolls = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > phone + 0.5 && !scrolls(el));
      const outer = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el)));
      out.push(`the page is ${width} px wide: ${outer.slice(0, 3).map(name).join(', ')}`);
    }
    // A text cut: an element with its own text whose box hides what does not fit (not a box that scrolls).
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.nodeValue!.trim());
      if (!own) continue;
      const style = getComputedStyle(el);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      const box = el as HTMLElement;
      // A visually hidden text (a 1 px box for screen readers: VisuallyHidden) is hidden on purpose, not cut.
      if (box.clientWidth <= 1 || box.clientHeight <= 1) continue;
      if (box.scrollWidth > box.clientWidth + 1) out.push(`text cut (${box.scrollWidth} px in ${box.clientWidth}): ${name(el)}`);
    }
    return out;
  }, PHONE.width);
}

async function walk(p: Page, role: Role): Promise<Finding[]> {
  const sent = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') sent.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  // Every answer of the API passes through the walk on its way to the page: its strings are data.
  await p.route('**/api/**', async (route) => {
    const res = await route.fetch();
    if ((res.headers()['content-type'] ?? '').includes('json')) collect(await res.json().catch(() => null));
    await route.fulfill({ response: res });
  });
  // A dashboard's landing page comes with its first reads inside (`#early-reads`, decision 119).
  await p.route(
    (url) => url.pathname.startsWith('/dashboard'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const html = await res.text();
      const early = /<script type="application\/json" id="early-reads">([\s\S]*?)<\/script>/.exec(html)?.[1];
      if (early) collect(JSON.parse(early));
      await route.fulfill({ response: res, body: html });
    },
  );
  await p.addInitScript(COUNT_FETCHES);
  const { landing, user } = await enterInPseudo(p, ACCOUNTS[role]);
  collect(user); // the session's user (the avatar's name) came with the sign-in, before the page
  await settled(p);
  // The pseudo catalogue is on (in English, every chrome text would be reported one by one).
  await p.waitForFunction((open) => document.body.innerText.includes(open), PSEUDO_OPEN, { timeout: 15_000 });
  const findings: Finding[] = [];
  const pages = mainPages(role, landing, ACCOUNTS[role]);
  for (const path of pages) {
    if (path !== landing) await go(p, path);
    const where = `${role} ${path}`;
    // The pseudo catalogue is on: the page shows its markers (a page in English would report everything).
    await p.waitForFunction((open) => document.body.innerText.includes(open), PSEUDO_OPEN, { timeout: 15_000 }).catch(() => undefined);
    const seen = new Set<string>();
    const initials = initialsOf(sent);
    for (const { what, text } of await chromeTexts(p)) {
      for (const part of outsideMarkers(text)) {
        const key = `${what}:${part}`;
        if (seen.has(key) || isData(part, sent, initials)) continue;
        seen.add(key);
        findings.push({ where, problem: `not from the catalogue, ${what}: "${part.slice(0, 80)}"` });
      }
    }
    for (const problem of new Set(await overflowProblems(p))) findings.push({ where, problem });
  }
  console.log(`${role}: ${pages.length} pages, ${sent.size} strings from the server`);
  return findings;
}

describe('the pseudo-locale walk at 390 × 844 (issue 38, decision 270)', () => {
  for (const role of ['admin', 'teacher', 'student', 'parent'] as const) {
    it(`${role}: every chrome text on the main pages is a catalogue text, and nothing is wider than the phone or cut`, async () => {
      const all = await walk(page(), role);
      const known = all.filter((f) => KNOWN.some((k) => k.matches(f.problem)));
      const findings = all.filter((f) => !known.includes(f));
      // Every finding is printed before the test fails, so one run reports them all (the known ones counted by name).
      const byName = KNOWN.map((k) => {
        const texts = new Set(known.filter((f) => k.matches(f.problem)).map((f) => f.problem.replace(/^not from the catalogue, /, '')));
        return `${k.name}: ${texts.size}${texts.size ? ` (${[...texts].join(' | ')})` : ''}`;
      }).join('; ');
      console.log(`${role}: ${findings.length} new findings; known (allowed): ${byName}`);
      if (findings.length) console.log(findings.map((f) => `  ${f.where}: ${f.problem}`).join('\n'));
      expect(findings).toEqual([]);
    }, 300_000);
  }
});
