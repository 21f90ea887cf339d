import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { questionnaires } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../guard';
import { isAdmin } from '../policy-engine';
import { isCaller } from './people';

// ─── Admissions (issues 8, 17): an applicant's questionnaires ────────────────────────────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.
// A questionnaire is sent by an admin to one person (its receiver), who answers it once or again.

/** Is the caller the person this questionnaire was sent to (a row already read)? */
export const isQuestionnaireReceiver = (auth: AuthUser, questionnaire: { receiverId: string }) => isCaller(auth, questionnaire.receiverId);

/** A questionnaire's answer file: admins and its receiver. A name that answers no file questionnaire is 404. */
export async function mayReadQuestionnaireAnswer(db: Db, auth: AuthUser, questionnaireId: string, answer: string): Promise<boolean> {
  const [q] = await db
    .select({ receiverId: questionnaires.receiverId })
    .from(questionnaires)
    .where(and(eq(questionnaires.id, questionnaireId), eq(questionnaires.type, 'file'), eq(questionnaires.answer, answer)))
    .limit(1);
  if (!q) throw notFound();
  return isAdmin(auth) || isQuestionnaireReceiver(auth, q);
}
