import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { permissionRequestSteps } from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { levelNumber, type LevelName } from './catalog';

/** Is the caller the approver chosen for this level of this request? */
export async function isApproverAt(db: Db, auth: AuthUser, requestId: string, level: LevelName): Promise<boolean> {
  const rows = await db
    .select({ approverId: permissionRequestSteps.approverId })
    .from(permissionRequestSteps)
    .where(and(eq(permissionRequestSteps.requestId, requestId), eq(permissionRequestSteps.level, levelNumber(level))))
    .limit(1);
  return rows[0]?.approverId === auth.userId;
}
