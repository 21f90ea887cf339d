import type {
  Feedback,
  FeedbackRequest,
  Gallery,
  GalleryList,
  GalleryQuery,
  MessageBody,
  News,
  NewsList,
  NewsQuery,
  NewsStatusRequest,
  StaffMessage,
  SubscribeRequest,
} from '../../schemas';
import type { Caller } from '../core';

type Saved<K extends string, T> = MessageBody & { [key in K]: T };

/** News, gallery, staff messages, feedback and the newsletter (spec 000 §7). */
export const contentApi = (call: Caller) => ({
  news: {
    /** GET getnews; public with `show: 'true'`, admins see all. */
    list: (query: NewsQuery) => call<NewsList>({ method: 'GET', path: 'getnews', query, auth: true }),
    get: (_id: string) => call<{ news: News }>({ method: 'GET', path: 'getsinglenews', query: { _id } }),
    /** POST addnews, multipart: title, description, content, photo. */
    add: (form: FormData) => call<Saved<'news', News>>({ method: 'POST', path: 'addnews', body: form, success: 201 }),
    /** PUT editnews, multipart: the fields plus _id; photo optional. */
    edit: (form: FormData) => call<Saved<'news', News>>({ method: 'PUT', path: 'editnews', body: form }),
    remove: (id: string) => call<MessageBody>({ method: 'DELETE', path: `deletenews/${encodeURIComponent(id)}` }),
    /** PUT updatenewsstatus: Make Live / Make Garbage. */
    setStatus: (body: NewsStatusRequest) => call<Saved<'news', News>>({ method: 'PUT', path: 'updatenewsstatus', body }),
  },
  gallery: {
    /** GET getshowgallery: what the public gallery shows. */
    listShown: (query: GalleryQuery) => call<GalleryList>({ method: 'GET', path: 'getshowgallery', query, auth: false }),
    /** GET getallgallery: every gallery (admin). */
    listAll: (query: GalleryQuery) => call<GalleryList>({ method: 'GET', path: 'getallgallery', query }),
    get: (_id: string) => call<{ gallery: Gallery }>({ method: 'GET', path: 'getsinglegallery', query: { _id } }),
    add: (form: FormData) => call<Saved<'gallery', Gallery>>({ method: 'POST', path: 'addgallery', body: form, success: 201 }),
    edit: (form: FormData) => call<Saved<'gallery', Gallery>>({ method: 'PUT', path: 'editgallery', body: form }),
    remove: (id: string) => call<MessageBody>({ method: 'DELETE', path: `deletegallery/${encodeURIComponent(id)}` }),
    /** PUT setgallery/{id}: Set to landing page / Unset. */
    toggle: (id: string) => call<Saved<'gallery', Gallery>>({ method: 'PUT', path: `setgallery/${encodeURIComponent(id)}` }),
  },
  staffMessages: {
    /** GET getshowmessage: the messages shown at the front; no token. */
    listShown: () => call<{ messages: StaffMessage[] }>({ method: 'GET', path: 'getshowmessage', auth: false }),
    /** GET getmessage: every staff message (admin). */
    listAll: () => call<{ messages: StaffMessage[] }>({ method: 'GET', path: 'getmessage' }),
    add: (form: FormData) => call<Saved<'staffMessage', StaffMessage>>({ method: 'POST', path: 'addmessage', body: form, success: 201 }),
    edit: (form: FormData) => call<Saved<'staffMessage', StaffMessage>>({ method: 'PUT', path: 'editmessage', body: form }),
    remove: (id: string) => call<MessageBody>({ method: 'DELETE', path: `deletemessage/${encodeURIComponent(id)}` }),
    /** PUT setmessage/{id}: Set in Front / Unset from Front. */
    toggle: (id: string) => call<Saved<'staffMessage', StaffMessage>>({ method: 'PUT', path: `setmessage/${encodeURIComponent(id)}` }),
  },
  feedback: {
    /** GET getshowfeedback/: the testimonials; no token. */
    listShown: () => call<{ feedbacks: Feedback[] }>({ method: 'GET', path: 'getshowfeedback/', auth: false }),
    /** GET getallfeedback (admin). */
    listAll: () => call<{ feedbacks: Feedback[] }>({ method: 'GET', path: 'getallfeedback' }),
    /** POST addfeedback; 201; no token. */
    add: (body: FeedbackRequest) => call<MessageBody>({ method: 'POST', path: 'addfeedback', body, success: 201, auth: false }),
    /** PUT setfeedback/{id}: Set Feedback / Unset Feedback. */
    toggle: (id: string) => call<Saved<'feedback', Feedback>>({ method: 'PUT', path: `setfeedback/${encodeURIComponent(id)}` }),
  },
  /** POST subscribe {email}; 201; no token. */
  subscribe: (body: SubscribeRequest) => call<MessageBody>({ method: 'POST', path: 'subscribe', body, success: 201, auth: false }),
});
