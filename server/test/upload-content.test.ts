import { messages } from '@school/api/schemas';
import { holdsMarkup } from '../src/files/upload';
import { solidPng } from '../src/seed/images';
import { bearer, useTestApp } from './helpers';
import { multipart } from './multipart';

// Uploads are judged by their content (issue 36): an image that is also HTML or script (a
// polyglot) is refused, whatever its name and declared type; a plain image goes through.
const t = useTestApp();

/** A real 1×1 GIF whose bytes also hold a page: a browser sniffing it would run the script. */
const POLYGLOT_GIF = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
  Buffer.from('!\xfe', 'latin1'),
  Buffer.from([0x1e]),
  Buffer.from('<script>alert(document.cookie)</script>'),
  Buffer.from([0x00]),
  Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
]);

const addNews = async (photo: Buffer, filename: string) => {
  const { payload, headers } = multipart([
    ['title', `Polyglot check ${filename}`],
    ['description', 'A photo'],
    ['content', '<p>text</p>'],
    ['photo', { filename, content: photo, type: 'image/gif' }],
  ]);
  return t.app.inject({ method: 'POST', url: '/api/addnews', payload, headers: { ...headers, ...bearer(await t.login('AD-0001')) } });
};

describe('upload content checks', () => {
  it('finds markup in an image anywhere, in a document only where a browser sniffs', () => {
    expect(holdsMarkup(POLYGLOT_GIF, 'image')).toBe(true);
    expect(holdsMarkup(solidPng(8, 8, [1, 2, 3]), 'image')).toBe(false);
    expect(holdsMarkup(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000), Buffer.from('<script>')]), 'document')).toBe(false);
    expect(holdsMarkup(Buffer.from('%PDF-1.7\n<html><body>'), 'document')).toBe(true);
  });

  it('refuses a polyglot GIF as a photo and stores nothing; a plain PNG is taken', async () => {
    const refused = await addNews(POLYGLOT_GIF, 'holiday.gif');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: messages.invalidPhoto });
    const taken = await addNews(solidPng(8, 6, [10, 120, 200]), 'holiday.png');
    expect(taken.statusCode).toBe(201);
  });
});
