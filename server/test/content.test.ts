import { readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { messages, newsListSchema, registerResponseSchema } from '@school/api/schemas';
import { news, students, subscribers, users } from '../src/db/schema';
import { solidPng } from '../src/seed/images';
import { bearer, useTestApp } from './helpers';
import { multipart, type FilePart, type Parts } from './multipart';
import { DOC, DOCX } from './file-fixtures';

const t = useTestApp();

// ─── multipart bodies for app.inject ────────────────────────────────────────

const send = (method: 'POST' | 'PUT', url: string, parts: Parts, token?: string) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method, url: `/api/${url}`, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
};
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: token ? bearer(token) : {} });
const put = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'PUT', url: `/api/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const del = (url: string, token?: string) => t.app.inject({ method: 'DELETE', url: `/api/${url}`, headers: token ? bearer(token) : {} });

const PNG = solidPng(8, 6, [10, 120, 200]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF fake body')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const png = (filename = 'photo.png'): FilePart => ({ filename, content: PNG, type: 'image/png' });
const SCRIPT_AS_JPG: FilePart = {
  filename: 'cat.jpg',
  content: Buffer.from('<script>alert(document.cookie)</script>'),
  type: 'image/jpeg',
};
const SVG: FilePart = {
  filename: 'logo.svg',
  content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  type: 'image/svg+xml',
};
const HUGE_PNG: FilePart = { filename: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), type: 'image/png' };

const filesIn = async (folder: string) => (await readdir(path.join(t.config.uploadDir, folder)).catch(() => [] as string[])).sort();

let admin = '';
let student = '';
beforeAll(async () => {
  admin = await t.login('AD-0001');
  student = await t.login('ST-0001');
});

// ─── news ───────────────────────────────────────────────────────────────────
describe('news', () => {
  it('lists live news publicly, newest first, with paging and totals', async () => {
    const res = await get('getnews?show=true&page=1&limit=2');
    expect(res.statusCode).toBe(200);
    const body = newsListSchema.parse(res.json());
    expect(body.totalItems).toBe(4);
    expect(body.totalPages).toBe(2);
    expect(body.news).toHaveLength(2);
    expect(body.news.every((n) => n.show)).toBe(true);
    expect(body.news[0].Date).toBeGreaterThan(body.news[1].Date);
    const page2 = (await get('getnews?show=true&page=2&limit=2')).json();
    expect(page2.news.map((n: { _id: string }) => n._id)).not.toContain(body.news[0]._id);
    expect((await get('getnews?show=true&page=9&limit=2')).json()).toMatchObject({ news: [], totalItems: 4, totalPages: 2 });
  });

  it('searches title and description case-insensitively; no match gives totalPages 0', async () => {
    expect((await get('getnews?show=true&searchTerm=ict%20LAB')).json().totalItems).toBe(1);
    expect((await get('getnews?show=true&searchTerm=SATURDAY')).json().news[0].title).toBe('Grade 12 national exam preparation');
    // % is a literal character, not a wildcard
    expect((await get('getnews?show=true&searchTerm=%25')).json()).toEqual({ news: [], totalPages: 0, totalItems: 0 });
  });

  it('every news item (and the garbage) is for admins only', async () => {
    expect((await get('getnews')).statusCode).toBe(401);
    expect((await get('getnews?show=false')).statusCode).toBe(401);
    expect((await get('getnews', student)).statusCode).toBe(403);
    const all = await get('getnews?limit=100', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().totalItems).toBe(6);
    expect((await get('getnews?show=false', admin)).json().totalItems).toBe(2);
    expect((await get('getnews?limit=0', admin)).statusCode).toBe(400);
  });

  it('getsinglenews: live items are public, hidden ones need an admin', async () => {
    const [live] = (await get('getnews?show=true&limit=1')).json().news;
    const res = await get(`getsinglenews?_id=${live._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().news._id).toBe(live._id);
    const [hidden] = (await get('getnews?show=false', admin)).json().news;
    expect((await get(`getsinglenews?_id=${hidden._id}`)).statusCode).toBe(401);
    expect((await get(`getsinglenews?_id=${hidden._id}`, student)).statusCode).toBe(403);
    expect((await get(`getsinglenews?_id=${hidden._id}`, admin)).json().news.show).toBe(false);
    expect((await get('getsinglenews?_id=nope')).statusCode).toBe(404);
    expect((await get('getsinglenews')).statusCode).toBe(400);
  });

  it('seeded photos are real PNGs served publicly for live news', async () => {
    const [live] = (await get('getnews?show=true&limit=1')).json().news;
    const res = await get(`news/${live.photo}/null`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('addnews: admin only, 201, content sanitized, photo stored under a generated name', async () => {
    const parts: Parts = [
      ['title', 'Robotics club'],
      ['description', 'Meets on Thursdays'],
      [
        'content',
        '<p onclick="steal()">Join <b>us</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://ex.et">site</a><img src="https://ex.et/a.png"></p>',
      ],
      ['photo', png('../../evil name.png')],
    ];
    expect((await send('POST', 'addnews', parts)).statusCode).toBe(401);
    expect((await send('POST', 'addnews', parts, student)).statusCode).toBe(403);
    const res = await send('POST', 'addnews', parts, admin);
    expect(res.statusCode).toBe(201);
    const { message, news: item } = res.json();
    expect(message).toBe(messages.added);
    expect(item).toMatchObject({ title: 'Robotics club', description: 'Meets on Thursdays', show: false });
    expect(item.content).not.toMatch(/script|onerror|onclick|javascript:|alert/);
    expect(item.content).toContain('<b>us</b>');
    expect(item.content).toContain('<a href="https://ex.et" rel="noopener noreferrer">site</a>');
    expect(item.content).toMatch(/<img src="https:\/\/ex\.et\/a\.png"\s*\/?>/); // HTML serialization (DOMPurify) or XHTML
    expect(item.photo).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await filesIn('news')).toContain(item.photo);
    // hidden item: its photo needs an admin token
    expect((await get(`news/${item.photo}/null`)).statusCode).toBe(401);
    expect((await get(`news/${item.photo}/${student}`)).statusCode).toBe(403);
    expect((await get(`news/${item.photo}/${admin}`)).rawPayload.equals(PNG)).toBe(true);
    // Make Live: public from then on
    const live = await put('updatenewsstatus', admin, { _id: item._id, show: true });
    expect(live.statusCode).toBe(200);
    expect(live.json().news.show).toBe(true);
    expect((await get(`news/${item.photo}/null`)).statusCode).toBe(200);
    expect((await get(`getsinglenews?_id=${item._id}`)).json().news.content).toBe(item.content);
    expect((await put('updatenewsstatus', admin, { _id: item._id, show: 'yes' })).statusCode).toBe(400);
    expect((await put('updatenewsstatus', student, { _id: item._id, show: false })).statusCode).toBe(403);
    expect((await put('updatenewsstatus', admin, { _id: 'nope', show: false })).statusCode).toBe(404);
  });

  it('addnews refuses bad input with the spec texts and stores nothing', async () => {
    const before = await filesIn('news');
    const empty = await send('POST', 'addnews', [['title', ' ']], admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'Title is required, Description is required, Photo is required' });
    const noPhoto = await send(
      'POST',
      'addnews',
      [
        ['title', 'A'],
        ['description', 'B'],
        ['content', 'C'],
      ],
      admin,
    );
    expect(noPhoto.json()).toMatchObject({ error: messages.photoRequired });
    const withPhoto = await send(
      'POST',
      'addnews',
      [
        ['description', 'B'],
        ['photo', png()],
      ],
      admin,
    );
    expect(withPhoto.json()).toMatchObject({ error: messages.titleRequired });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/addnews',
      headers: bearer(admin),
      payload: { title: 'a', description: 'b' },
    });
    expect(json.statusCode).toBe(400);
    expect(await filesIn('news')).toEqual(before);
  });

  it('refuses hostile uploads: a script renamed .jpg, an SVG with script, an oversized file', async () => {
    const before = await filesIn('news');
    const base: Parts = [
      ['title', 'T'],
      ['description', 'D'],
    ];
    const script = await send('POST', 'addnews', [...base, ['photo', SCRIPT_AS_JPG]], admin);
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ error: messages.invalidPhoto });
    const svg = await send('POST', 'addnews', [...base, ['photo', SVG]], admin);
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ error: messages.invalidPhoto });
    const huge = await send('POST', 'addnews', [...base, ['photo', HUGE_PNG]], admin);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ error: messages.photoTooLarge });
    const pdf = await send('POST', 'addnews', [...base, ['photo', { filename: 'a.pdf', content: PDF }]], admin);
    expect(pdf.json()).toMatchObject({ error: messages.invalidPhoto });
    expect(await filesIn('news')).toEqual(before);
  });

  it('editnews keeps the photo unless a new one comes, then removes the old file', async () => {
    const created = (
      await send(
        'POST',
        'addnews',
        [
          ['title', 'Old'],
          ['description', 'D'],
          ['photo', png()],
        ],
        admin,
      )
    ).json().news;
    const same = await send(
      'PUT',
      'editnews',
      [
        ['_id', created._id],
        ['title', 'New title'],
        ['description', 'D2'],
        ['content', '<i>x</i>'],
      ],
      admin,
    );
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      message: messages.updated,
      news: { title: 'New title', photo: created.photo, content: '<i>x</i>' },
    });
    const swapped = await send(
      'PUT',
      'editnews',
      [
        ['_id', created._id],
        ['title', 'New title'],
        ['description', 'D2'],
        ['photo', { filename: 'b.jpg', content: JPEG }],
      ],
      admin,
    );
    const newPhoto = swapped.json().news.photo;
    expect(newPhoto).toMatch(/\.jpg$/);
    const files = await filesIn('news');
    expect(files).toContain(newPhoto);
    expect(files).not.toContain(created.photo);
    // errors
    expect(
      (
        await send(
          'PUT',
          'editnews',
          [
            ['_id', created._id],
            ['title', ''],
            ['description', 'D'],
          ],
          admin,
        )
      ).json(),
    ).toMatchObject({ error: messages.titleRequired });
    const before = await filesIn('news');
    const unknown = await send(
      'PUT',
      'editnews',
      [
        ['_id', 'nope'],
        ['title', 'T'],
        ['description', 'D'],
        ['photo', png()],
      ],
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await send(
          'PUT',
          'editnews',
          [
            ['title', 'T'],
            ['description', 'D'],
          ],
          admin,
        )
      ).statusCode,
    ).toBe(400);
    expect(await filesIn('news')).toEqual(before);
    expect(
      (
        await send(
          'PUT',
          'editnews',
          [
            ['_id', created._id],
            ['title', 'T'],
            ['description', 'D'],
          ],
          student,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('deletenews removes the row and its photo', async () => {
    const created = (
      await send(
        'POST',
        'addnews',
        [
          ['title', 'Bye'],
          ['description', 'D'],
          ['photo', png()],
        ],
        admin,
      )
    ).json().news;
    expect((await del(`deletenews/${created._id}`)).statusCode).toBe(401);
    expect((await del(`deletenews/${created._id}`, student)).statusCode).toBe(403);
    const res = await del(`deletenews/${created._id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.deleted });
    expect(await t.database.db.select().from(news).where(eq(news.id, created._id))).toHaveLength(0);
    expect(await filesIn('news')).not.toContain(created.photo);
    expect((await del(`deletenews/${created._id}`, admin)).statusCode).toBe(404);
  });
});

// ─── file reads ─────────────────────────────────────────────────────────────
describe('content file reads', () => {
  beforeAll(async () => {
    await mkdir(path.join(t.config.uploadDir, 'news'), { recursive: true });
    await writeFile(path.join(t.config.uploadDir, 'news', 'orphan.png'), PNG);
    await writeFile(path.join(t.config.uploadDir, 'secret.txt'), 'top secret');
  });

  it('refuses path traversal and files that belong to no record', async () => {
    for (const kind of ['news', 'gallery', 'staff', 'students']) {
      for (const name of ['..%2Fsecret.txt', '..%2F..%2Fetc%2Fpasswd', '%2E%2E', 'a%20b.png']) {
        const res = await get(`${kind}/${name}/${admin}`);
        expect([400, 404]).toContain(res.statusCode);
        expect(res.body).not.toContain('top secret');
      }
      expect((await get(`${kind}/..%2Fsecret.txt/${admin}`)).statusCode).toBe(400);
    }
    expect((await get('news/orphan.png/null')).statusCode).toBe(404);
    expect((await get('news/orphan.png/' + admin)).statusCode).toBe(404);
    expect((await get('staff/nothing.png/null')).statusCode).toBe(404);
  });

  it('staff and gallery photos of shown items are public', async () => {
    const [m] = (await get('getshowmessage')).json().messages;
    expect((await get(`staff/${m.photo}/null`)).statusCode).toBe(200);
    const [g] = (await get('getshowgallery')).json().gallery;
    expect((await get(`gallery/${g.photo}/null`)).statusCode).toBe(200);
  });
});

// ─── gallery ────────────────────────────────────────────────────────────────
describe('gallery', () => {
  it('public list shows shown items with paging; the full list is for admins', async () => {
    const res = await get('getshowgallery?page=1&limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect(res.json().gallery).toHaveLength(3);
    expect((await get('getshowgallery?searchTerm=SCIENCE')).json().gallery.map((g: { title: string }) => g.title)).toEqual([
      'Science fair',
    ]);
    expect((await get('getshowgallery?searchTerm=tree')).json()).toEqual({ gallery: [], totalPages: 0, totalItems: 0 });
    expect((await get('getallgallery')).statusCode).toBe(401);
    expect((await get('getallgallery', student)).statusCode).toBe(403);
    expect((await get('getallgallery?limit=2', admin)).json()).toMatchObject({ totalItems: 6, totalPages: 3 });
    expect((await get('getallgallery?searchTerm=tree', admin)).json().totalItems).toBe(1);
  });

  it('getsinglegallery: shown public, hidden admin only', async () => {
    const hidden = (await get('getallgallery?searchTerm=tree', admin)).json().gallery[0];
    expect((await get(`getsinglegallery?_id=${hidden._id}`)).statusCode).toBe(401);
    expect((await get(`getsinglegallery?_id=${hidden._id}`, admin)).json().gallery.title).toBe('Tree planting');
    const shown = (await get('getshowgallery')).json().gallery[0];
    expect((await get(`getsinglegallery?_id=${shown._id}`)).json().gallery._id).toBe(shown._id);
    expect((await get('getsinglegallery?_id=missing')).statusCode).toBe(404);
  });

  it('add, edit, toggle and delete', async () => {
    expect(
      (
        await send(
          'POST',
          'addgallery',
          [
            ['title', ''],
            ['description', ''],
          ],
          admin,
        )
      ).json(),
    ).toMatchObject({
      error: 'Title is required, Description is required, Photo is required',
    });
    expect(
      (
        await send(
          'POST',
          'addgallery',
          [
            ['title', 'x'],
            ['description', 'y'],
            ['photo', SVG],
          ],
          admin,
        )
      ).json(),
    ).toMatchObject({ error: messages.invalidPhoto });
    expect(
      (
        await send(
          'POST',
          'addgallery',
          [
            ['title', 'x'],
            ['description', 'y'],
            ['photo', png()],
          ],
          student,
        )
      ).statusCode,
    ).toBe(403);
    const res = await send(
      'POST',
      'addgallery',
      [
        ['title', 'Art week'],
        ['description', 'Paintings'],
        ['photo', { filename: 'a.gif', content: Buffer.from('GIF89a\x01\x00\x01\x00') }],
      ],
      admin,
    );
    expect(res.statusCode).toBe(201);
    const item = res.json().gallery;
    expect(item).toMatchObject({ title: 'Art week', show: false });
    expect(item.photo).toMatch(/\.gif$/);
    const edited = await send(
      'PUT',
      'editgallery',
      [
        ['_id', item._id],
        ['title', 'Art week 2'],
        ['description', 'Paintings'],
      ],
      admin,
    );
    expect(edited.json().gallery).toMatchObject({ title: 'Art week 2', photo: item.photo });
    const on = await put(`setgallery/${item._id}`, admin);
    expect(on.statusCode).toBe(200);
    expect(on.json().gallery.show).toBe(true);
    expect((await get('getshowgallery?searchTerm=art week')).json().totalItems).toBe(1);
    expect((await put(`setgallery/${item._id}`, admin)).json().gallery.show).toBe(false);
    expect((await put(`setgallery/${item._id}`)).statusCode).toBe(401);
    expect((await put(`setgallery/${item._id}`, student)).statusCode).toBe(403);
    expect((await put('setgallery/nope', admin)).statusCode).toBe(404);
    expect((await del(`deletegallery/${item._id}`, student)).statusCode).toBe(403);
    expect((await del(`deletegallery/${item._id}`, admin)).statusCode).toBe(200);
    expect(await filesIn('gallery')).not.toContain(item.photo);
  });
});

// ─── staff messages ─────────────────────────────────────────────────────────
describe('staff messages', () => {
  it('shown messages are public; all messages are for admins', async () => {
    const res = await get('getshowmessage');
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toHaveLength(3);
    expect((await get('getmessage')).statusCode).toBe(401);
    expect((await get('getmessage', student)).statusCode).toBe(403);
    expect((await get('getmessage', admin)).json().messages).toHaveLength(4);
  });

  it('add, edit, toggle and delete', async () => {
    expect((await send('POST', 'addmessage', [], admin)).json()).toMatchObject({
      error: 'Full name is required, Position is required, Message is required, Photo is required',
    });
    expect((await send('POST', 'addmessage', [['fullName', 'A']], undefined)).statusCode).toBe(401);
    const res = await send(
      'POST',
      'addmessage',
      [
        ['fullName', 'W/ro Almaz'],
        ['position', 'Librarian'],
        ['message', 'Read daily'],
        ['photo', png()],
      ],
      admin,
    );
    expect(res.statusCode).toBe(201);
    const m = res.json().staffMessage;
    expect(m).toMatchObject({ fullName: 'W/ro Almaz', position: 'Librarian', message: 'Read daily', show: false });
    expect((await get(`staff/${m.photo}/null`)).statusCode).toBe(401);
    const edited = await send(
      'PUT',
      'editmessage',
      [
        ['_id', m._id],
        ['fullName', 'W/ro Almaz K'],
        ['position', 'Librarian'],
        ['message', 'Read daily'],
        ['photo', png()],
      ],
      admin,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().staffMessage.photo).not.toBe(m.photo);
    expect(await filesIn('staff')).not.toContain(m.photo);
    expect((await put(`setmessage/${m._id}`, admin)).json().staffMessage.show).toBe(true);
    expect((await get('getshowmessage')).json().messages).toHaveLength(4);
    expect((await get(`staff/${edited.json().staffMessage.photo}/null`)).statusCode).toBe(200);
    expect((await put(`setmessage/${m._id}`, admin)).json().staffMessage.show).toBe(false);
    expect((await del(`deletemessage/${m._id}`, admin)).statusCode).toBe(200);
    expect(await filesIn('staff')).not.toContain(edited.json().staffMessage.photo);
  });
});

// ─── feedback and newsletter ────────────────────────────────────────────────
describe('feedback and newsletter', () => {
  it('shown feedback is public on both spellings; all feedback for admins', async () => {
    expect((await get('getshowfeedback/')).json().feedbacks).toHaveLength(3);
    expect((await get('getshowfeedback')).json().feedbacks).toHaveLength(3);
    expect((await get('getallfeedback')).statusCode).toBe(401);
    expect((await get('getallfeedback', student)).statusCode).toBe(403);
    expect((await get('getallfeedback', admin)).json().feedbacks).toHaveLength(6);
  });

  it('addfeedback: public, 201, hidden until an admin sets it', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/addfeedback', payload: { fullName: '', email: 'nope', feedback: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Fullname is required, Invalid email, Feedback message is required' });
    expect((await t.app.inject({ method: 'POST', url: '/api/addfeedback', payload: {} })).json()).toMatchObject({
      error: 'Fullname is required, Email is required, Feedback message is required',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addfeedback',
      payload: { fullName: 'Abel', email: 'Abel@Example.et', feedback: 'Great <b>school</b>' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.feedbackSent });
    const all = (await get('getallfeedback', admin)).json().feedbacks;
    const mine = all.find((f: { fullName: string }) => f.fullName === 'Abel');
    expect(mine).toMatchObject({ show: false, email: 'abel@example.et' });
    expect((await get('getshowfeedback/')).json().feedbacks).toHaveLength(3);
    expect((await put(`setfeedback/${mine._id}`)).statusCode).toBe(401);
    expect((await put(`setfeedback/${mine._id}`, student)).statusCode).toBe(403);
    const set = await put(`setfeedback/${mine._id}`, admin);
    expect(set.json()).toMatchObject({ message: messages.updated, feedback: { show: true } });
    expect((await get('getshowfeedback/')).json().feedbacks).toHaveLength(4);
    expect((await put(`setfeedback/${mine._id}`, admin)).json().feedback.show).toBe(false);
    expect((await put('setfeedback/nope', admin)).statusCode).toBe(404);
  });

  it('subscribe: the same 201 whether or not already subscribed (issue 36: it reveals no one), stored once; 400 for a bad email', async () => {
    const sub = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } });
    const ok = await sub('new.reader@example.et');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ message: messages.subscribed });
    const dup = await sub('New.Reader@example.et');
    expect([dup.statusCode, dup.body]).toEqual([ok.statusCode, ok.body]);
    const rows = await t.database.db.select().from(subscribers).where(eq(subscribers.email, 'new.reader@example.et'));
    expect(rows).toHaveLength(1);
    expect((await sub('nope')).json()).toMatchObject({ error: messages.invalidEmail });
    expect((await sub('')).json()).toMatchObject({ error: messages.emailRequired });
  });
});

// ─── registration ───────────────────────────────────────────────────────────
describe('registration', () => {
  const fields = (over: Record<string, string> = {}): Parts =>
    Object.entries({
      firstName: 'Liya',
      middleName: 'Bekele',
      lastName: 'Tadesse',
      age: '12',
      gender: 'female',
      birthPlace: 'Mizan Teferi',
      birthDate: '2014-03-05',
      email: 'liya.applicant@example.et',
      password: 'Liya#Mizan26',
      conpassword: 'Liya#Mizan26',
      phoneNumber: '091-234-5678',
      motherFullName: 'Almaz Tesfaye',
      homeAddress: 'Kebele 02',
      emergencyContact: 'Almaz Tesfaye',
      emergencyPhoneNumber: '0912345679',
      previousSchoolAttended: 'Aman Primary',
      currentGradeLevel: 'Grade 6',
      avarageValue: '88.5',
      year: '2026',
      semester: '1',
      classG: 'Grade 7',
      ...over,
    });
  const files: Parts = [
    ['profilePic', png('me.png')],
    ['neccesseryDoc', { filename: 'birth.pdf', content: PDF, type: 'application/pdf' }],
    ['neccesseryDoc', { filename: 'report.docx', content: DOCX }],
    ['neccesseryDoc', { filename: 'old.doc', content: DOC }],
  ];
  const register = (parts: Parts) => send('POST', 'register', parts);

  it('allacademicPeriods and getallgrades are public', async () => {
    const periods = (await get('allacademicPeriods')).json().academicPeriods;
    expect(periods.length).toBeGreaterThan(1);
    const keys = periods.map((p: { year: number; semester: number }) => p.year * 10 + p.semester);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    const grades = (await get('getallgrades')).json().grades;
    const names = grades.map((g: { name: string }) => g.name);
    expect(names[0]).toBe('KG');
    expect(names.slice(1, 4)).toEqual(['Grade 1', 'Grade 2', 'Grade 3']);
    expect(new Set(names).size).toBe(names.length);
    expect(grades[0]).toEqual({ _id: expect.any(String), name: 'KG', noOfSections: expect.any(Number), capacity: expect.any(Number) });
  });

  it('refuses a bad field with the spec text and writes nothing', async () => {
    const before = await filesIn('students');
    const res = await register([...fields({ phoneNumber: '12', conpassword: 'Other1234' }), ...files]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: `${messages.phoneInvalid}, ${messages.passwordsMustMatch}` });
    const missing = await register([...fields({ age: '', firstName: '' })]);
    expect(missing.json()).toMatchObject({
      error: [messages.firstNameRequired, messages.ageRequired, messages.profilePicRequired, messages.documentsRequired].join(', '),
    });
    expect((await register([...fields({ age: '2' }), ...files])).json()).toMatchObject({ error: messages.tooShort });
    // One of the commonest passwords, whatever its case (issue 7).
    expect((await register([...fields({ password: 'PassWord1', conpassword: 'PassWord1' }), ...files])).json()).toMatchObject({
      error: messages.passwordTooCommon,
    });
    expect((await register([...fields({ year: '2010' }), ...files])).json()).toMatchObject({ error: messages.periodUnknown });
    expect((await register([...fields({ classG: 'Grade 99' }), ...files])).json()).toMatchObject({ error: messages.gradeUnknown });
    const badDoc = await register([...fields(), ['profilePic', png()], ['neccesseryDoc', SCRIPT_AS_JPG]]);
    expect(badDoc.json()).toMatchObject({ error: messages.invalidDocument });
    const xlsxZip = await register([
      ...fields(),
      ['profilePic', png()],
      ['neccesseryDoc', { filename: 'sheet.xlsx', content: Buffer.from('PK\x03\x04zip') }],
    ]);
    expect(xlsxZip.json()).toMatchObject({ error: messages.invalidDocument });
    const svgPic = await register([...fields(), ['profilePic', SVG], files[1]]);
    expect(svgPic.json()).toMatchObject({ error: messages.invalidPhoto });
    const hugePic = await register([...fields(), ['profilePic', HUGE_PNG], files[1]]);
    expect(hugePic.json()).toMatchObject({ error: messages.photoTooLarge });
    const tooMany = await register([...fields(), ['profilePic', png()], ...Array.from({ length: 11 }, () => files[1])]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: messages.tooManyFiles });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'liya.applicant@example.et'))).toHaveLength(0);
    expect(await filesIn('students')).toEqual(before);
  });

  it('registers an unapproved student with the password they chose, signed in', async () => {
    const res = await register([...fields(), ...files]);
    expect(res.statusCode).toBe(200);
    const body = registerResponseSchema.parse(res.json());
    expect(body.message).toBe(messages.registered);
    expect(body.user).toMatchObject({
      type: { name: 'student' },
      approved: false,
      temp_password_changed: true,
      fullName: 'Liya Bekele Tadesse',
    });
    expect(body.user.ID).toMatch(/^ST-\d{4}$/);

    const [row] = await t.database.db.select().from(users).where(eq(users.ID, body.user.ID));
    // The password typed on the form is the applicant's own: no forced change (docs/decisions/0023-the-applications-password-is-the-applicants-own.md).
    expect(row).toMatchObject({ approved: false, tempPasswordChanged: true, email: 'liya.applicant@example.et' });
    expect(body.user.temp_password_changed).toBe(true);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [record] = await t.database.db.select().from(students).where(eq(students.userId, row.id));
    expect(record).toMatchObject({
      firstName: 'Liya',
      gender: 'female',
      birthDate: '2014-03-05',
      phoneNumber: '091-234-5678',
      avarageValue: 88.5,
      classG: 'Grade 7',
      applicationYear: 2026,
      applicationSemester: 1,
      approved: false,
    });
    expect(record.neccesseryDoc).toHaveLength(3);
    expect(record.neccesseryDoc.map((n) => path.extname(n))).toEqual(['.pdf', '.docx', '.doc']);

    // files: admin and the student read them; others do not
    const pic = await get(`students/${record.profilePic}/${admin}`);
    expect(pic.statusCode).toBe(200);
    expect(pic.rawPayload.equals(PNG)).toBe(true);
    // the applicant's own picture is their user picture too (the top bar's avatar): read as a student file
    expect(body.user).toMatchObject({ photo: record.profilePic, url: 'students' });
    const own = await get(`${body.user.url}/${body.user.photo}/${body.token}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: body.user.ID, password: 'Liya#Mizan26' } });
    expect(signedIn.json().user).toMatchObject({ photo: record.profilePic, url: 'students' });
    const doc = await get(`students/${record.neccesseryDoc[0]}/${body.token}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect((await get(`students/${record.neccesseryDoc[0]}/${student}`)).statusCode).toBe(403);
    expect((await get(`students/${record.neccesseryDoc[0]}/${await t.login('FA-0001')}`)).statusCode).toBe(403);
    expect((await get(`students/${record.neccesseryDoc[0]}/null`)).statusCode).toBe(401);
    expect((await get(`students/not-a-file.pdf/${admin}`)).statusCode).toBe(404);

    // the returned token is a real session: change the chosen password with it
    const change = await put('changepassword', body.token, {
      ID: body.user.ID,
      current_password: 'Liya#Mizan26',
      new_password: 'Coffee-Lamp-47',
      confirmnew_password: 'Coffee-Lamp-47',
    });
    expect(change.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: body.user.ID, password: 'Coffee-Lamp-47' } })).statusCode,
    ).toBe(200);

    // the same email cannot apply twice; nothing is left on disk
    const before = await filesIn('students');
    const dup = await register([...fields({ email: 'LIYA.applicant@example.et' }), ...files]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ error: messages.emailTaken });
    expect(await filesIn('students')).toEqual(before);

    // next applicant gets the next ID
    const next = registerResponseSchema.parse((await register([...fields({ email: 'second@example.et' }), ...files])).json());
    expect(Number(next.user.ID.slice(3))).toBe(Number(body.user.ID.slice(3)) + 1);
  });

  it('a linked Family reads its student files', async () => {
    const fa = await t.login('FA-0001');
    const { familyLinks } = await import('../src/db/schema');
    const [parent] = await t.database.db.select().from(users).where(eq(users.ID, 'FA-0001'));
    const [link] = await t.database.db.select().from(familyLinks).where(eq(familyLinks.parentId, parent.id)).limit(1);
    const name = 'linked-doc.pdf';
    await t.database.db
      .update(students)
      .set({ neccesseryDoc: [name] })
      .where(eq(students.id, link.studentId));
    await mkdir(path.join(t.config.uploadDir, 'students'), { recursive: true });
    await writeFile(path.join(t.config.uploadDir, 'students', name), PDF);
    expect((await get(`students/${name}/${fa}`)).statusCode).toBe(200);
  });
});

// ─── over a real socket, with the platform's FormData ───────────────────────
describe('uploads over HTTP', () => {
  it('answers an oversized photo with 400 and a good one with 201 (fetch + FormData)', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const form = (photo: Buffer, name: string) => {
      const f = new FormData();
      f.set('title', 'Socket news');
      f.set('description', 'Sent with fetch');
      f.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), name);
      return f;
    };
    const post = (body: FormData) => fetch(`${address}/api/addnews`, { method: 'POST', body, headers: bearer(admin) });
    const before = await filesIn('news');
    const huge = await post(form(HUGE_PNG.content, 'big.png'));
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ error: messages.photoTooLarge });
    expect(await filesIn('news')).toEqual(before);
    const ok = await post(form(PNG, 'ok.png'));
    expect(ok.status).toBe(201);
    expect((await ok.json()).news.title).toBe('Socket news');
  });
});
