import { z } from 'zod';
import { formMessages as messages } from '../messages/forms';
import { roleNameSchema } from './common';

export const loginRequestSchema = z.object({
  ID: z.string().trim().min(1, messages.idRequired).max(40),
  password: z.string().min(1, messages.passwordRequired).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in person as the client keeps it (spec 000 §3 User). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  type: z.object({ name: roleNameSchema }),
  temp_password_changed: z.boolean(),
  approved: z.boolean(),
  photo: z.string().nullable(),
  url: z.string(),
  online: z.boolean(),
  unreadMessage: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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
