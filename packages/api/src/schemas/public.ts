import { z } from 'zod';

/** GET public-data: the home page's statistics (spec 000 §3 Public data). */
export const publicDataSchema = z.object({
  courses: z.number().int(),
  approvedStudents: z.number().int(),
  teachers: z.number().int(),
  grades: z.number().int(),
});
export type PublicData = z.infer<typeof publicDataSchema>;
