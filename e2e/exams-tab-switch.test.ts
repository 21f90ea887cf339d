import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseURL, enter, expectNoSeriousA11yViolations } from './harness';
import { apiAs as api, apiToken as token, entranceExamFor, type Body } from './api';
import { ensureDisplay, type Display } from './xvfb';

// Issue 17: a real tab switch, proven in a real browser. Headless Chromium never hides the exam
// tab, so this file runs Debian's full Chromium headed on an X display (Xvfb, started here when
// DISPLAY is unset). The applicant ST-0066 takes an entrance exam that ends on a level-3
// violation (the default), a second tab comes to the front mid-exam, and on coming back the exam
// has ended; the teacher sees 'Switching tabs' at level 3 and the termination.
//
// While Playwright is attached to a page, Chromium keeps that page 'visible' whatever tab is in
// front (measured: a new tab, bringToFront, focus emulation off — still visible). So Playwright
// drives the exam up to its first question, lets go of the browser, the switch happens through
// Chromium's own DevTools HTTP endpoints (/json/new, /json/activate: a new tab in the same window,
// then the exam tab again), and Playwright attaches again to read what the student sees.

const APPLICANT = 'ST-0066';
const stamp = Date.now().toString(36);
const title = `Tab switch entrance ${stamp}`;

let display: Display;
let chrome: ChildProcess;
let profile = '';
let devtools = '';
let examId = '';

/** Chromium headed, with its DevTools endpoint on a free port; its http:// address. */
async function startChromium(DISPLAY: string): Promise<string> {
  profile = mkdtempSync(join(tmpdir(), 'school-e2e-headed-'));
  chrome = spawn(
    process.env.CHROMIUM_HEADED_PATH ?? '/usr/bin/chromium',
    [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
      '--disable-component-update',
      '--window-size=1200,900',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: the browser and its helpers are stopped together (afterAll).
    { env: { ...process.env, DISPLAY }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools address: ${said.slice(-500)}`)), 30_000);
    chrome.stderr!.on('data', (d: Buffer) => {
      said += d.toString();
      const m = said.match(/DevTools listening on ws:\/\/([^/\s]+)/);
      if (m) {
        clearTimeout(timer);
        resolve(`http://${m[1]}`);
      }
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${said.slice(-500)}`)));
  });
}

interface Tab {
  id: string;
  type: string;
  url: string;
}
const tabs = async () => ((await (await fetch(`${devtools}/json/list`)).json()) as Tab[]).filter((t) => t.type === 'page');

/** Playwright attached to the browser for a while: `use` gets the page showing `urlPart`. */
async function withPage<T>(urlPart: string, use: (p: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(devtools);
  try {
    const p = browser
      .contexts()[0]
      .pages()
      .find((x) => x.url().includes(urlPart));
    if (!p) throw new Error(`no tab at ${urlPart}`);
    p.setDefaultTimeout(20_000);
    return await use(p);
  } finally {
    await browser.close(); // lets go of Chromium (connectOverCDP): it keeps running
  }
}

beforeAll(async () => {
  display = await ensureDisplay();
  devtools = await startChromium(display.display);

  examId = (
    await entranceExamFor(
      APPLICANT,
      { title, description: 'Entrance exam.' },
      { text: 'What is 5 + 7?', options: ['11', '12', '57'], correctAnswer: '12' },
    )
  ).examId;
}, 120_000);

/** The live processes of Chromium's group, and any other whose command line names the profile (its crash handler). */
function chromiumProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue; // exited, not yet reaped: writes nothing
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (Number(pgrp) === chrome.pid || (profile && cmdline.includes(profile))) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

afterAll(async () => {
  if (chrome?.pid) {
    // The browser and every helper (they write into the profile as they exit): stopped, then
    // waited for until none is left, so the profile can go (it failed once with ENOTEMPTY).
    for (const pid of chromiumProcesses()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    await vi.waitFor(() => expect(chromiumProcesses()).toEqual([]), { timeout: 15_000, interval: 50 });
  }
  if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  await display?.stop();
});

describe('a real tab switch (headed Chromium)', () => {
  it(`${APPLICANT}: a second tab in front mid-exam is recorded at level 3; back on the exam tab, the exam has ended`, async () => {
    const birthDate = (await api(await token('AD-0001')).get(`getstudent/${APPLICANT}`)).body.student.birthDate as string;
    const examPath = `/dashboard/student/${APPLICANT}/exam/${examId}`;
    await withPage('about:blank', async (p) => {
      await enter(p, APPLICANT);
      await p.waitForURL(`**/dashboard/student/${APPLICANT}`);
      await p.goto(baseURL + examPath);
      await p.getByRole('button', { name: 'Start Exam' }).click();
      await p.getByRole('button', { name: 'Begin' }).click();
      await p.getByLabel('Your date of birth').fill(birthDate);
      await p.getByRole('button', { name: 'Start Exam' }).click();
      await p.getByRole('heading', { name: 'What is 5 + 7?' }).waitFor();
      expect(await p.evaluate(() => document.visibilityState)).toBe('visible');
      // What the exam tab goes through, kept in the page to read afterwards.
      await p.evaluate(() => {
        const w = window as unknown as { seen: string[] };
        w.seen = [];
        document.addEventListener('visibilitychange', () => w.seen.push(document.visibilityState));
      });
    });
    const examTab = (await tabs()).find((t) => t.url.includes(examPath))!;

    // A new tab in the same window comes to the front: the exam tab is hidden.
    const opened = await fetch(`${devtools}/json/new?about:blank`, { method: 'PUT' });
    expect(opened.status).toBe(200);
    const te = api(await token('TE-0001'));
    const taker = async () => ((await te.get(`studentstakeexam/TE-0001/${examId}`)).body.students as Body[])[0];
    await expect
      .poll(async () => (await taker())?.stud_errors.map((e: Body) => `${e.name}:${e.type}`) ?? [], { timeout: 30_000 })
      .toContain('Switching tabs:3');
    await expect.poll(async () => (await taker()).termination, { timeout: 30_000 }).toBe(true);

    // Back to the exam tab: the exam has ended (level 3 ends it by default), with the record.
    expect((await fetch(`${devtools}/json/activate/${examTab.id}`)).status).toBe(200);
    await withPage(examPath, async (p) => {
      await p.getByRole('heading', { name: 'Exam ended' }).waitFor();
      await p.getByText('Your exam was ended because of a violation of the exam rules.').waitFor();
      await p.getByRole('region', { name: 'Your integrity log' }).getByText('Switching tabs (level 3)', { exact: false }).waitFor();
      await expect.poll(() => p.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['hidden', 'visible']);
      await expectNoSeriousA11yViolations(p);
    });
  }, 180_000);
});
