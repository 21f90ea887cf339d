import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db';
import { gallery, news } from '../../src/db/schema';
import { ADMINS, NONE, type RouteTable } from './_types';

/** The public site's content: news, gallery, staff messages, feedback, newsletter, their photos. */
const hiddenNews = async ({ db }: { db: Db }) => ({
  _id: (await db.select({ id: news.id }).from(news).where(eq(news.show, false)).limit(1))[0].id,
});
const hiddenGallery = async ({ db }: { db: Db }) => ({
  _id: (await db.select({ id: gallery.id }).from(gallery).where(eq(gallery.show, false)).limit(1))[0].id,
});
const admin = { allowed: ADMINS };
const adminById = { allowed: ADMINS, params: { id: NONE } };

const content: RouteTable = {
  'GET /api/getnews': { allowed: ADMINS, note: 'without show=true it is the admins’ list (live news: show=true, public)' },
  'GET /api/getsinglenews': { allowed: ADMINS, query: hiddenNews, note: 'a hidden item; a live one is public' },
  'POST /api/addnews': admin,
  'PUT /api/editnews': admin,
  'DELETE /api/deletenews/:id': adminById,
  'PUT /api/updatenewsstatus': admin,
  'GET /api/getshowgallery': { allowed: 'everyone' },
  'GET /api/getallgallery': admin,
  'GET /api/getsinglegallery': { allowed: ADMINS, query: hiddenGallery, note: 'a hidden item; a shown one is public' },
  'POST /api/addgallery': admin,
  'PUT /api/editgallery': admin,
  'DELETE /api/deletegallery/:id': adminById,
  'PUT /api/setgallery/:id': adminById,
  'GET /api/getshowmessage': { allowed: 'everyone' },
  'GET /api/getmessage': admin,
  'POST /api/addmessage': admin,
  'PUT /api/editmessage': admin,
  'DELETE /api/deletemessage/:id': adminById,
  'PUT /api/setmessage/:id': adminById,
  'GET /api/getshowfeedback': { allowed: 'everyone' },
  'GET /api/getshowfeedback/': { allowed: 'everyone' },
  'GET /api/getallfeedback': admin,
  'POST /api/addfeedback': { allowed: 'everyone', body: {}, note: '400: empty body' },
  'PUT /api/setfeedback/:id': adminById,
  'POST /api/subscribe': { allowed: 'everyone', body: {}, note: '400: empty body' },
  // Photos, token in the path: a shown item's photo is public, a hidden one's for admins.
  'GET /api/news/:photo/:token': { allowed: ADMINS, params: { photo: 'seed-news-05.png' }, note: 'the 5th news item is hidden' },
  'GET /api/gallery/:photo/:token': { allowed: ADMINS, params: { photo: 'seed-gallery-05.png' }, note: 'the 5th gallery item is hidden' },
  'GET /api/staff/:photo/:token': { allowed: ADMINS, params: { photo: 'seed-staff-04.png' }, note: 'the 4th staff message is hidden' },
};
export default content;
