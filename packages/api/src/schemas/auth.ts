import { z } from 'zod';
import { formMessages as messages } from '../messages/forms';
import { roleTypeSchema } from './common';

export const loginRequestSchema = z.object({
  ID: z.string().trim().min(1, messages.idRequired).max(40),
  password: z.string().min(1, messages.passwordRequired).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The interface languages (issue 19). */
export const languageSchema = z.enum(['en', 'am'], { error: () => messages.invalidData });
/** The calendars dates are shown in (issue 19). */
export const calendarSchema = z.enum(['gregorian', 'ethiopic'], { error: () => messages.invalidData });
export type CalendarName = z.infer<typeof calendarSchema>;

/** PUT preferences: the language, the calendar, or both. */
export const preferencesRequestSchema = z
  .object({ language: languageSchema.optional(), calendar: calendarSchema.optional() })
  .strict()
  .refine((v) => v.language !== undefined || v.calendar !== undefined, { message: messages.preferencesRequired });
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;

/** The signed-in person as the client keeps it (spec 000 §3 User). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  type: roleTypeSchema,
  temp_password_changed: z.boolean(),
  approved: z.boolean(),
  photo: z.string().nullable(),
  url: z.string(),
  online: z.boolean(),
  unreadMessage: z.number().int(),
  /** The person's interface language and calendar (issue 19); absent from older stored sessions. */
  language: languageSchema.optional(),
  calendar: calendarSchema.optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const preferencesResponseSchema = z.object({ message: z.string(), user: sessionUserSchema });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

export const passwordRule = z
  .string()
  .min(1, messages.newPasswordRequired)
  .max(128, messages.passwordLength)
  .refine((v) => v.length >= 8 && v.length <= 15, messages.passwordLength);

export const changePasswordRequestSchema = z
  .object({
    ID: z.string().trim().min(1, messages.idRequired).max(100, messages.invalidData),
    current_password: z.string().min(1, messages.currentPasswordRequired).max(128, messages.invalidData),
    new_password: passwordRule,
    confirmnew_password: z.string().min(1, messages.confirmPasswordRequired).max(128, messages.invalidData),
  })
  .refine((v) => v.new_password === v.confirmnew_password, {
    message: messages.confirmPasswordMismatch,
    path: ['confirmnew_password'],
  })
  .refine((v) => v.new_password !== v.current_password, {
    message: messages.passwordSameAsCurrent,
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One of the caller's own signed-in sessions (GET sessions, issue 36): where and when. */
export const accountSessionSchema = z.object({
  _id: z.string(),
  /** The browser or app that signed in (its User-Agent), or null for sessions made before it was kept. */
  device: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last used (to within 5 minutes), or null when not since signing in. */
  lastSeenAt: z.string().nullable(),
  /** The session of this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
