import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, enter, useBrowser } from './harness';

const page = useBrowser();

// A valid 1×1 PNG: the server checks uploads by their bytes, not their name.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const dir = mkdtempSync(join(tmpdir(), 'content-admin-e2e-'));
const photoPath = join(dir, 'open-day.png');
writeFileSync(photoPath, PNG_1X1);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function signInAsAdmin() {
  const p = page();
  await enter(p, 'AD-0001');
  await p.waitForURL('**/dashboard/admin');
  return p;
}

describe('content administration', () => {
  it('adds a news item with a photo, makes it live, and the public site shows it', async () => {
    const p = await signInAsAdmin();
    const title = `Open day ${Date.now()}`;
    await p.getByRole('link', { name: 'News and Gallery' }).click();
    await p.waitForURL('**/dashboard/admin/news_and_gallery');

    await p.getByRole('button', { name: 'Add News' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add News' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Photo is required').waitFor();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Families are welcome on Friday.');
    await dialog.getByLabel('Content').fill('<p>Bring the family<script>alert(1)</script></p>');
    await dialog.getByLabel('Photo').setInputFiles(photoPath);
    await dialog.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByText('successfully added').first().waitFor();

    // New items start as garbage: not public yet.
    const before = await (await p.request.get(`/api/getnews?show=true&searchTerm=${encodeURIComponent(title)}`)).json();
    expect(before.news).toEqual([]);

    await p.getByRole('button', { name: title }).click();
    await p.waitForURL('**/dashboard/admin/news/**');
    await p.getByRole('heading', { name: title }).waitFor();
    const photo = p.getByRole('img', { name: `Photo of ${title}` });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await p.getByRole('button', { name: 'Make Live' }).click();
    await p.getByRole('button', { name: 'Make Garbage' }).waitFor();

    const after = await (await p.request.get(`/api/getnews?show=true&searchTerm=${encodeURIComponent(title)}`)).json();
    expect(after.news).toHaveLength(1);
    expect(after.news[0]).toMatchObject({ title, description: 'Families are welcome on Friday.', show: true });
    expect(after.news[0].content).not.toContain('<script>');

    await p.goto('/news');
    await p.getByRole('searchbox', { name: 'Search news' }).fill(title);
    await p.getByRole('article', { name: title }).waitFor();
  });

  it('sets a hidden gallery item on the landing page', async () => {
    const p = await signInAsAdmin();
    await p.goto('/dashboard/admin/news_and_gallery');
    const galleries = p.locator('[data-ui="data-table"]').nth(1);
    await galleries.getByRole('heading', { name: 'Galleries' }).waitFor();
    await galleries.getByRole('searchbox', { name: 'Search' }).fill('KG first day');
    await galleries.getByRole('button', { name: 'KG first day' }).click();
    await p.waitForURL('**/dashboard/admin/image_gallery/**');
    await p.getByRole('heading', { name: 'KG first day' }).waitFor();
    await p.getByRole('button', { name: 'Set to landing page' }).click();
    await p.getByRole('button', { name: 'Unset' }).waitFor();

    const shown = await (await p.request.get('/api/getshowgallery?limit=100')).json();
    expect(shown.gallery.map((g: { title: string }) => g.title)).toContain('KG first day');
  });

  it('has no serious accessibility violations on the admin content lists', async () => {
    const p = await signInAsAdmin();
    const pages: [string, () => ReturnType<typeof p.getByRole>][] = [
      ['/dashboard/admin/news_and_gallery', () => p.getByRole('button', { name: 'Graduation day' })],
      ['/dashboard/admin/feedback', () => p.getByRole('button', { name: /^(Set|Unset) Feedback$/ }).first()],
      ['/dashboard/admin/staff-message', () => p.getByRole('button', { name: 'Ato Mulugeta Assefa' })],
    ];
    for (const [path, loaded] of pages) {
      await p.goto(path);
      await loaded().waitFor(); // the loaded screen, not its spinner
      await expectNoSeriousA11yViolations(p);
    }
  });
});
