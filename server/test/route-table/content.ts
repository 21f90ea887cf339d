import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db';
import { gallery, news } from '../../src/db/schema';
import { ADMINS, CONTENT_MANAGERS, NONE, type RouteTable } from './_types';

/** The public site's content: news, gallery, staff messages, feedback, newsletter, their photos. */
const hiddenNews = async ({ db }: { db: Db }) => ({
  _id: (await db.select({ id: news.id }).from(news).where(eq(news.show, false)).limit(1))[0].id,
});
const hiddenGallery = async ({ db }: { db: Db }) => ({
  _id: (await db.select({ id: gallery.id }).from(gallery).where(eq(gallery.show, false)).limit(1))[0].id,
});
const admin = { allowed: ADMINS };
/** Admins, or a Manage content holder (the Librarian, through its role). */
const manager = { allowed: CONTENT_MANAGERS };
const managerById = { allowed: CONTENT_MANAGERS, params: { id: NONE } };
const adminById = { allowed: ADMINS, params: { id: NONE } };

const content: RouteTable = {
  'GET /api/getnews': { allowed: CONTENT_MANAGERS, note: 'without show=true it is the admins’ list (live news: show=true, public)' },
  'GET /api/getsinglenews': { allowed: CONTENT_MANAGERS, query: hiddenNews, note: 'a hidden item; a live one is public' },
  'POST /api/addnews': manager,
  'PUT /api/editnews': manager,
  'DELETE /api/deletenews/:id': managerById,
  'PUT /api/updatenewsstatus': manager,
  'GET /api/getshowgallery': { allowed: 'everyone' },
  'GET /api/getallgallery': manager,
  'GET /api/getsinglegallery': { allowed: CONTENT_MANAGERS, query: hiddenGallery, note: 'a hidden item; a shown one is public' },
  'POST /api/addgallery': manager,
  'PUT /api/editgallery': manager,
  'DELETE /api/deletegallery/:id': managerById,
  'PUT /api/setgallery/:id': managerById,
  'GET /api/getshowmessage': { allowed: 'everyone' },
  'GET /api/getmessage': manager,
  'POST /api/addmessage': manager,
  'PUT /api/editmessage': manager,
  'DELETE /api/deletemessage/:id': managerById,
  'PUT /api/setmessage/:id': managerById,
  'GET /api/getshowfeedback': { allowed: 'everyone' },
  'GET /api/getshowfeedback/': { allowed: 'everyone' },
  'GET /api/getallfeedback': admin,
  'POST /api/addfeedback': { allowed: 'everyone', body: {}, note: '400: empty body' },
  'PUT /api/setfeedback/:id': adminById,
  'POST /api/subscribe': { allowed: 'everyone', body: {}, note: '400: empty body' },
  // Photos, token in the path: a shown item's photo is public, a hidden one's for admins.
  'GET /api/news/:photo/:token': { allowed: CONTENT_MANAGERS, params: { photo: 'seed-news-05.png' }, note: 'the 5th news item is hidden' },
  'GET /api/gallery/:photo/:token': {
    allowed: CONTENT_MANAGERS,
    params: { photo: 'seed-gallery-05.png' },
    note: 'the 5th gallery item is hidden',
  },
  'GET /api/staff/:photo/:token': {
    allowed: CONTENT_MANAGERS,
    params: { photo: 'seed-staff-04.png' },
    note: 'the 4th staff message is hidden',
  },
};
export default content;
