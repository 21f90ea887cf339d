import { describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { amMessages } from '../packages/api/src/messages/am/index';
import { useBrowser } from './harness';

// Issue 38: on a machine with no Ethiopic system font (this Chromium), Ethiopic text painted before
// the web font arrived stayed boxes for the whole session; setting the same text again drew it.
// The check is on pixels: the font is held back until the text has been painted without it, then
// let through; once it is loaded, the text must look exactly as the same text set again, and not
// as boxes (the same text drawn in a font stack without the web font).

const page = useBrowser({ width: 390, height: 844 });
const am = amMessages as Record<string, string>;

/** Holds every request for the whole Ethiopic face until `release` is called. */
async function holdEthiopicFont(p: Page) {
  const held: Route[] = [];
  let released = false;
  await p.route(/noto-sans-ethiopic-ethiopic-wght/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

/** The element's pixels now, then after its text is set again to the same text. */
async function beforeAndAfterSettingAgain(el: Locator): Promise<[Buffer, Buffer]> {
  const before = await el.screenshot({ animations: 'disabled' });
  await el.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) t.nodeValue = `${t.nodeValue}`;
    (node as HTMLElement).getBoundingClientRect(); // lay it out again now
  });
  const after = await el.screenshot({ animations: 'disabled' });
  return [before, after];
}

/** The same element drawn without the web font: what boxes look like on this machine. */
async function asBoxes(el: Locator): Promise<Buffer> {
  await el.evaluate((node) => ((node as HTMLElement).style.fontFamily = 'system-ui, sans-serif'));
  const boxes = await el.screenshot({ animations: 'disabled' });
  await el.evaluate((node) => ((node as HTMLElement).style.fontFamily = ''));
  return boxes;
}

describe('Ethiopic text painted before the web font arrives (issue 38)', () => {
  it('is drawn with the font once it loads: the same pixels as setting the text again, and not boxes', async () => {
    const p = await page.another();
    const font = await holdEthiopicFont(p);
    await p.addInitScript(() => window.localStorage.setItem('language', 'am'));
    await p.goto('/home');
    const banner = p.getByRole('banner');
    const login = banner.getByRole('button', { name: am.login, exact: true });
    const apply = banner.getByRole('link', { name: am.apply, exact: true });
    await login.waitFor();
    await apply.waitFor();
    // Painted while the face is still on its way (held): drawn without it.
    await expect.poll(font.requested, { timeout: 15_000 }).toBe(true);
    await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

    await font.release();
    await expect
      .poll(
        () =>
          p.evaluate(() =>
            [...document.fonts].some(
              (f) => f.family.includes('Noto Sans Ethiopic') && f.status === 'loaded' && f.unicodeRange.includes('1200'),
            ),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await p.evaluate(() => document.fonts.ready);

    for (const el of [login, apply, p.getByRole('main').getByRole('heading', { level: 1 })]) {
      const [before, after] = await beforeAndAfterSettingAgain(el);
      expect(before.equals(after), `${await el.innerText()}: painted as when set again`).toBe(true);
      expect(before.equals(await asBoxes(el)), `${await el.innerText()}: not boxes`).toBe(false);
    }
    await p.context().close();
  });
});
