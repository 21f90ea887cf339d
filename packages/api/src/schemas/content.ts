import { z } from 'zod';
import { formMessages as messages } from '../messages/forms';
import { sortQuerySchema, type SortQuery } from './common';

// ─── Public-site content (spec 000 §3, §5, §7) ──────────────────────────────
// Entities as the server returns them; dates are ms since the epoch.

export const newsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Sanitized HTML: safe to render. */
  content: z.string(),
  photo: z.string().nullable(),
  Date: z.number(),
  /** Live (true) or garbage (false). */
  show: z.boolean(),
});
export type News = z.infer<typeof newsSchema>;

export const gallerySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  date: z.number(),
  /** Shown on the landing page. */
  show: z.boolean(),
});
export type Gallery = z.infer<typeof gallerySchema>;

export const staffMessageSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  position: z.string(),
  message: z.string(),
  photo: z.string().nullable(),
  date: z.number(),
  /** Shown at the front of the public home. */
  show: z.boolean(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

export const feedbackSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  feedback: z.string(),
  date: z.number(),
  /** Set as main: shown in the public testimonials. */
  show: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

// ─── Queries and list responses ─────────────────────────────────────────────

export const newsQuerySchema = z.object({
  searchTerm: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(5),
  /** 'true' for live news only; admins may omit it to get every item. */
  show: z.enum(['true', 'false']).optional(),
  ...sortQuerySchema.shape,
});
export type NewsQuery = { searchTerm?: string; page?: number; limit?: number; show?: 'true' | 'false' } & SortQuery;
export const newsListSchema = z.object({ news: z.array(newsSchema), totalPages: z.number().int(), totalItems: z.number().int() });
export type NewsList = z.infer<typeof newsListSchema>;

export const galleryQuerySchema = z.object({
  searchTerm: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** title, date or show; newest first when not given. */
  ...sortQuerySchema.shape,
});
export type GalleryQuery = { searchTerm?: string; page?: number; limit?: number } & SortQuery;
export const galleryListSchema = z.object({ gallery: z.array(gallerySchema), totalPages: z.number().int(), totalItems: z.number().int() });
export type GalleryList = z.infer<typeof galleryListSchema>;

export const singleIdQuerySchema = z.object({ _id: z.string().min(1).max(100, messages.invalidData) });
export const singleNewsSchema = z.object({ news: newsSchema });
export const singleGallerySchema = z.object({ gallery: gallerySchema });
export const staffMessageListSchema = z.object({ messages: z.array(staffMessageSchema) });
export const feedbackListSchema = z.object({ feedbacks: z.array(feedbackSchema) });

// ─── Requests ───────────────────────────────────────────────────────────────

export const feedbackRequestSchema = z.object({
  fullName: z.string().trim().min(1, messages.fullnameRequired).max(120),
  email: z.string().trim().min(1, messages.emailRequired).max(254, messages.invalidEmail).pipe(z.email(messages.invalidEmail)),
  feedback: z.string().trim().min(1, messages.feedbackRequired).max(2000),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const subscribeRequestSchema = z.object({
  email: z.string().trim().min(1, messages.emailRequired).max(254, messages.invalidEmail).pipe(z.email(messages.invalidEmail)),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** Text fields of addnews / editnews (the photo travels as a multipart file named `photo`). */
export const newsFieldsSchema = z.object({
  title: z.string().trim().min(1, messages.titleRequired).max(200),
  description: z.string().trim().min(1, messages.descriptionRequired).max(500),
  content: z.string().max(50_000).default(''),
});
export const galleryFieldsSchema = z.object({
  title: z.string().trim().min(1, messages.titleRequired).max(200),
  description: z.string().trim().min(1, messages.descriptionRequired).max(500),
});
export const staffMessageFieldsSchema = z.object({
  fullName: z.string().trim().min(1, messages.fullNameRequired).max(120),
  position: z.string().trim().min(1, messages.positionRequired).max(120),
  message: z.string().trim().min(1, messages.messageRequired).max(2000),
});
export const newsStatusRequestSchema = z.object({ _id: z.string().min(1).max(100, messages.invalidData), show: z.boolean() });
export type NewsStatusRequest = z.infer<typeof newsStatusRequestSchema>;
