import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, pk } from './_id';

/** Public-site content (spec 000 §3). `show` is the live / front / main flag of each. */
// The lists read newest first, a page at a time (created_at desc, id desc): the index hands the
// page over without sorting the table; the public list filters on `show` first.
export const news = pgTable(
  'news',
  {
    id: pk(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull().default(''),
    photo: text('photo'),
    show: boolean('show').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('news_created_idx').on(t.createdAt, t.id), index('news_show_created_idx').on(t.show, t.createdAt, t.id)],
);

export const gallery = pgTable(
  'gallery',
  {
    id: pk(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    photo: text('photo'),
    show: boolean('show').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_created_idx').on(t.createdAt, t.id), index('gallery_show_created_idx').on(t.show, t.createdAt, t.id)],
);

export const staffMessages = pgTable('staff_messages', {
  id: pk(),
  fullName: text('full_name').notNull(),
  position: text('position').notNull(),
  message: text('message').notNull(),
  photo: text('photo'),
  show: boolean('show').notNull().default(false),
  createdAt: createdAt(),
});

export const feedback = pgTable('feedback', {
  id: pk(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  feedback: text('feedback').notNull(),
  show: boolean('show').notNull().default(false),
  createdAt: createdAt(),
});

export const subscribers = pgTable('subscribers', {
  id: pk(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});
