import { z } from 'zod';
import { roleNameSchema } from './common';

/** GET users/{id}: a person's profile as the dashboards show it. */
export const userProfileSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  type: z.object({ name: roleNameSchema }),
  approved: z.boolean(),
  temp_password_changed: z.boolean(),
  photo: z.string().nullable(),
  url: z.string(),
  online: z.boolean(),
  gender: z.enum(['male', 'female']).nullable(),
  age: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  /** For a student: the current section, e.g. "Grade 7 A", when enrolled. */
  section: z.string().nullable(),
  /** For a teacher: course names taught this period. */
  courses: z.array(z.string()),
  /** For a Family account: the linked students' IDs and names. */
  links: z.array(z.object({ ID: z.string(), fullName: z.string() })),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userResponseSchema = z.object({ user: userProfileSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
