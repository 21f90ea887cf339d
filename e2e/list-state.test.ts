import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, enter, useBrowser } from './harness';

// The teachers and news lists page on the server and keep their state in the URL: Back from a
// detail returns to the same period, page and search (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md).
const page = useBrowser();

const param = (url: string, key: string) => new URL(url).searchParams.get(key);

async function signInAsAdmin() {
  const p = page();
  await enter(p, 'AD-0001');
  await p.waitForURL('**/dashboard/admin');
  return p;
}

describe('teachers list state', () => {
  it('Back from a teacher returns to the same period, page and search', async () => {
    const p = await signInAsAdmin();
    await p.getByRole('link', { name: 'Teachers' }).click();
    await p.waitForURL('**/dashboard/admin/teachers');
    const table = p.getByRole('table', { name: 'Teachers' });
    await p.getByRole('button', { name: 'Tesfaye Bekele Gebre' }).waitFor();
    await expectNoSeriousA11yViolations(p);

    // Another period and back: the chosen period goes into the URL.
    const period = p.getByLabel('Academic period');
    const current = await period.inputValue();
    const other = await period.locator(`option:not([value="${current}"])`).first().getAttribute('value');
    await period.selectOption(other!);
    await p.waitForURL((u) => param(u.href, 'period') === other);
    await period.selectOption(current);
    await p.waitForURL((u) => param(u.href, 'period') === current);
    await p.getByRole('button', { name: 'Tesfaye Bekele Gebre' }).waitFor();

    // Page 2 of the seeded twelve, read from the server.
    await p.getByRole('button', { name: 'Page 2', exact: true }).click();
    await p.waitForURL((u) => param(u.href, 'page') === '2');
    await p.getByText(/^6–10 of \d+$/).waitFor();
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.getByRole('cell', { name: '6', exact: true }).waitFor();
    const name = (await firstRow.getByRole('button').innerText()).trim();
    await firstRow.getByRole('button', { name }).click();
    await p.waitForURL(/\/dashboard\/admin\/teacher\/[^/]+\/[^/]+$/);
    await p.getByRole('heading', { level: 1, name }).waitFor();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: /Back/ }).first().click();
    await p.waitForURL(/\/dashboard\/admin\/teachers\?/);
    expect(param(p.url(), 'page')).toBe('2');
    expect(param(p.url(), 'period')).toBe(current);
    await p.getByText(/^6–10 of \d+$/).waitFor();
    await table.getByRole('row').nth(1).getByRole('button', { name }).waitFor();
    expect(await period.inputValue()).toBe(current);

    // A search goes back to page 1 and is kept too.
    await p.getByRole('searchbox', { name: 'Search' }).fill('Tesfaye');
    await p.waitForURL((u) => param(u.href, 'q') === 'Tesfaye');
    expect(param(p.url(), 'page')).toBeNull();
    await table.getByRole('button', { name: 'Bethlehem Tesfaye Lemma' }).waitFor();
    await p.getByText(/^1–2 of 2$/).waitFor();
    await table.getByRole('button', { name: 'Bethlehem Tesfaye Lemma' }).click();
    await p.waitForURL(/\/dashboard\/admin\/teacher\//);
    await p.goBack();
    await p.waitForURL((u) => param(u.href, 'q') === 'Tesfaye' && param(u.href, 'period') === current);
    await table.getByRole('button', { name: 'Bethlehem Tesfaye Lemma' }).waitFor();
    expect(await p.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('Tesfaye');
    expect(await table.getByRole('row').count()).toBe(3);
  });
});

describe('news and gallery list state', () => {
  it('Back from a news item returns to the same page and search, each list with its own keys', async () => {
    const p = await signInAsAdmin();
    await p.getByRole('link', { name: 'News and Gallery' }).click();
    await p.waitForURL('**/dashboard/admin/news_and_gallery');
    const newsTable = p.locator('[data-ui="data-table"]').nth(0);
    const galleryTable = p.locator('[data-ui="data-table"]').nth(1);
    await newsTable.getByRole('row').nth(1).waitFor();
    await galleryTable.getByRole('row').nth(1).waitFor();
    await expectNoSeriousA11yViolations(p);

    // News page 2 (the seed's six and any added), sorted by title.
    await newsTable.getByRole('columnheader', { name: /Title/ }).getByRole('button').click();
    await p.waitForURL((u) => param(u.href, 'news_sort') === 'name');
    await newsTable.getByRole('button', { name: 'Page 2', exact: true }).click();
    await p.waitForURL((u) => param(u.href, 'news_page') === '2');
    await newsTable.getByText(/^6–\d+ of \d+$/).waitFor();
    const title = (await newsTable.getByRole('row').nth(1).getByRole('button').innerText()).trim();
    // The gallery keeps its own page beside it.
    await galleryTable.getByRole('button', { name: 'Page 2', exact: true }).click();
    await p.waitForURL((u) => param(u.href, 'gallery_page') === '2');
    expect(param(p.url(), 'news_page')).toBe('2');

    await newsTable.getByRole('button', { name: title }).click();
    await p.waitForURL('**/dashboard/admin/news/**');
    await p.getByRole('heading', { name: title }).waitFor();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: /Back/ }).first().click();
    await p.waitForURL('**/dashboard/admin/news_and_gallery?**');
    expect(param(p.url(), 'news_page')).toBe('2');
    expect(param(p.url(), 'news_sort')).toBe('name');
    expect(param(p.url(), 'gallery_page')).toBe('2');
    await newsTable.getByText(/^6–\d+ of \d+$/).waitFor();
    await newsTable.getByRole('row').nth(1).getByRole('button', { name: title }).waitFor();
    await galleryTable.getByText(/^3–\d+ of \d+$/).waitFor();

    // A search: page 1 of what the server found, kept through a news item and Back.
    await newsTable.getByRole('searchbox', { name: 'Search' }).fill('sports');
    await p.waitForURL((u) => param(u.href, 'news_q') === 'sports');
    expect(param(p.url(), 'news_page')).toBeNull();
    const sports = newsTable.getByRole('button', { name: 'Annual sports day on the mini stadium' });
    await sports.waitFor();
    await sports.click();
    await p.waitForURL('**/dashboard/admin/news/**');
    await p.getByRole('button', { name: /Back/ }).first().click();
    await p.waitForURL((u) => param(u.href, 'news_q') === 'sports');
    await sports.waitFor();
    expect(await newsTable.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('sports');
    expect(await newsTable.getByRole('row').count()).toBe(2);
  });
});
