import { describe, expect, it } from 'vitest';
import { enter, useBrowser } from './harness';
import { pdfBytes } from './fixtures/files';

// File links of the portal (issue 7, Files): the last segment is a signed file token for that
// file, never the session token; the file opens with its original name and no-store.

const page = useBrowser();
const stamp = Date.now().toString(36);

describe('file links', () => {
  it('a course material link carries a signed file token and opens the file under its own name', async () => {
    const p = page();
    await enter(p, 'TE-0001');
    await p.waitForURL('**/dashboard/teacher/TE-0001');
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Course Material' }).click();
    await p.getByRole('searchbox', { name: 'Search by section or course' }).fill('Grade 7 A');
    await p.getByRole('button', { name: 'Open Mathematics - Grade 7 A' }).click();
    await p.getByRole('button', { name: 'Add New File' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add New File' });
    const name = `Week 3 notes ${stamp}.pdf`;
    await dialog.getByLabel('File (PDF, Word or image)').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBytes() });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    const link = p.getByRole('link', { name: new RegExp(`View ${name.replace(/\./g, '\\.')}`) });
    const href = (await link.getAttribute('href'))!;

    const sessionToken = await p.evaluate(() => JSON.stringify(localStorage));
    const segment = href.split('/').pop()!;
    expect(segment).toMatch(/^[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(sessionToken).not.toContain(segment);

    const res = await p.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toContain(`filename="${name}"`);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['cross-origin-resource-policy']).toBe('same-origin');
    // the same token does not open another file
    const other = await p.request.get(href.replace(/courseMaterial\/[^/]+\//, 'courseMaterial/not-this-one.pdf/'));
    expect(other.status()).toBe(401);
  });
});
