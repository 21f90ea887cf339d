import { z } from 'zod';
import { roleTypeSchema } from './common';

/** GET users/{id}: a person's profile as the dashboards show it. */
export const userProfileSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  type: roleTypeSchema,
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
/**
 * users/{id} in the spec's shape (spec 002 §3 User: permissions, sections, sectionsYear,
 * temp_password, links each with student_id) beside ours (issue 20). `temp_password` is always
 * null: a temporary password is handed over once, when the account is made, and only its hash is kept.
 */
export const userContractSchema = userProfileSchema.extend({
  permissions: z.array(z.object({ _id: z.string(), name: z.string(), constant: z.string() })),
  sections: z.array(z.object({ _id: z.string(), name: z.string() })),
  sectionsYear: z.array(z.object({ _id: z.string(), sectionName: z.string(), year: z.number().int() })),
  temp_password: z.null(),
  links: z.array(
    z.object({ ID: z.string(), fullName: z.string(), student_id: z.object({ _id: z.string(), ID: z.string(), fullName: z.string() }) }),
  ),
});
export const userResponseSchema = z.object({ user: userContractSchema });
/** What the portal reads of users/{id} (the spec's extra fields are there too, unused). */
export type UserResponse = { user: UserProfile };
