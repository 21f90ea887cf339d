import type { z } from 'zod';
import {
  galleryFieldsSchema,
  newsFieldsSchema,
  staffMessageFieldsSchema,
  type ApiClient,
  type ApiResult,
  type Gallery,
  type News,
  type StaffMessage,
} from '@school/api';
import type { Texts } from '../shared/intl';

/** What news, gallery items and staff messages share: a photo, a show flag, an id. */
export interface PhotoItem {
  _id: string;
  photo: string | null;
  show: boolean;
}

/** One text field of an add/edit dialog. */
export interface ContentField {
  name: string;
  label: string;
  multiline?: boolean;
  hint?: string;
}

/**
 * Everything the shared dialog, table and detail need to know about one kind of photo item
 * (news, gallery, staff message): its fields, texts and calls. The server treats the three the
 * same way (multipart with `photo`, edit by `_id`, delete, show toggle), so the screens do too.
 */
export interface ContentKind<T extends PhotoItem> {
  key: 'news' | 'gallery' | 'staff';
  fieldsSchema: z.ZodObject;
  /** The dialog's text fields, labelled in the reader's language. */
  fields: (t: Texts) => readonly ContentField[];
  /** `startsHidden`: what a new item's dialog and success notice say (it is not public yet). */
  text: (t: Texts) => { add: string; edit: string; deleteTitle: string; notFound: string; startsHidden: string };
  /** The item's name (heading, photo alt). */
  nameOf: (item: T) => string;
  dateOf: (item: T) => number;
  valuesOf: (item?: T) => Record<string, string>;
  load: (api: ApiClient, id: string) => Promise<ApiResult<T | null>>;
  add: (api: ApiClient, form: FormData) => Promise<ApiResult<T>>;
  edit: (api: ApiClient, form: FormData) => Promise<ApiResult<T>>;
  remove: (api: ApiClient, id: string) => Promise<ApiResult<unknown>>;
  toggle: (api: ApiClient, item: T) => Promise<ApiResult<T>>;
}

/** Keeps status and message of a result, replacing its data. */
function mapOk<A, B>(result: ApiResult<A>, pick: (data: A) => B): ApiResult<B> {
  return result.ok ? { ...result, data: pick(result.data) } : result;
}
const notFoundAsNull = <T>(result: ApiResult<T>): ApiResult<T | null> =>
  !result.ok && result.status === 404 ? { ok: true, status: 404, data: null, message: '' } : result;

const titleFields = ({ messages }: Texts): ContentField[] => [
  { name: 'title', label: messages.titleLabel },
  { name: 'description', label: messages.descriptionLabel, multiline: true },
];

export const newsKind: ContentKind<News> = {
  key: 'news',
  fieldsSchema: newsFieldsSchema,
  fields: (t) => [...titleFields(t), { name: 'content', label: t.messages.contentLabel, multiline: true, hint: t.messages.contentHint }],
  text: ({ messages }) => ({
    add: messages.addNews,
    edit: messages.editNews,
    deleteTitle: messages.deleteNewsTitle,
    notFound: messages.newsNotFound,
    startsHidden: messages.newsStartsHidden,
  }),
  nameOf: (n) => n.title,
  dateOf: (n) => n.Date,
  valuesOf: (n) => ({ title: n?.title ?? '', description: n?.description ?? '', content: n?.content ?? '' }),
  load: async (api, id) => notFoundAsNull(mapOk(await api.content.news.get(id), (d) => d.news)),
  add: async (api, form) => mapOk(await api.content.news.add(form), (d) => d.news),
  edit: async (api, form) => mapOk(await api.content.news.edit(form), (d) => d.news),
  remove: (api, id) => api.content.news.remove(id),
  toggle: async (api, n) => mapOk(await api.content.news.setStatus({ _id: n._id, show: !n.show }), (d) => d.news),
};

export const galleryKind: ContentKind<Gallery> = {
  key: 'gallery',
  fieldsSchema: galleryFieldsSchema,
  fields: titleFields,
  text: ({ messages }) => ({
    add: messages.addGallery,
    edit: messages.editGallery,
    deleteTitle: messages.deleteGalleryTitle,
    notFound: messages.galleryNotFound,
    startsHidden: messages.galleryStartsHidden,
  }),
  nameOf: (g) => g.title,
  dateOf: (g) => g.date,
  valuesOf: (g) => ({ title: g?.title ?? '', description: g?.description ?? '' }),
  load: async (api, id) => notFoundAsNull(mapOk(await api.content.gallery.get(id), (d) => d.gallery)),
  add: async (api, form) => mapOk(await api.content.gallery.add(form), (d) => d.gallery),
  edit: async (api, form) => mapOk(await api.content.gallery.edit(form), (d) => d.gallery),
  remove: (api, id) => api.content.gallery.remove(id),
  toggle: async (api, g) => mapOk(await api.content.gallery.toggle(g._id), (d) => d.gallery),
};

export const staffMessageKind: ContentKind<StaffMessage> = {
  key: 'staff',
  fieldsSchema: staffMessageFieldsSchema,
  fields: ({ messages }) => [
    { name: 'fullName', label: messages.fullNameLabel },
    { name: 'position', label: messages.positionLabel },
    { name: 'message', label: messages.messageLabel, multiline: true },
  ],
  text: ({ messages }) => ({
    add: messages.addMessage,
    edit: messages.editMessage,
    deleteTitle: messages.deleteMessageTitle,
    notFound: messages.messageNotFound,
    startsHidden: messages.messageStartsHidden,
  }),
  nameOf: (m) => m.fullName,
  dateOf: (m) => m.date,
  valuesOf: (m) => ({ fullName: m?.fullName ?? '', position: m?.position ?? '', message: m?.message ?? '' }),
  // There is no single-message read in the contract: the detail picks the item from getmessage.
  load: async (api, id) => mapOk(await api.content.staffMessages.listAll(), (d) => d.messages.find((m) => m._id === id) ?? null),
  add: async (api, form) => mapOk(await api.content.staffMessages.add(form), (d) => d.staffMessage),
  edit: async (api, form) => mapOk(await api.content.staffMessages.edit(form), (d) => d.staffMessage),
  remove: (api, id) => api.content.staffMessages.remove(id),
  toggle: async (api, m) => mapOk(await api.content.staffMessages.toggle(m._id), (d) => d.staffMessage),
};
