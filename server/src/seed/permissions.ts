import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { permissionApprovers, permissionRequests, permissionRequestSteps, permissions, users } from '../db/schema';
import { KNOWN_PERMISSIONS } from '../modules/permissions/catalog';

/**
 * Demo data of the area: the permissions the product acts on, each with approvers at three levels
 * (admins first, the second admin, the super admin last), and TE-0001's request for 'Manage
 * schedule' approved at the first level, waiting for the second.
 */
export async function seedPermissions(db: Db, now: Date, uploadDir?: string) {
  void uploadDir;
  const people = await db
    .select({ id: users.id, ID: users.ID })
    .from(users)
    .where(inArray(users.ID, ['SA-0001', 'AD-0001', 'AD-0002', 'TE-0001']));
  const idOf = (ID: string) => people.find((p) => p.ID === ID)?.id;
  const [sa, ad1, ad2, te1] = ['SA-0001', 'AD-0001', 'AD-0002', 'TE-0001'].map(idOf);
  if (!sa || !ad1 || !ad2 || !te1) return;
  const descriptions: Record<string, string> = {
    MANAGE_SCHEDULE: 'Teachers who build the weekly timetable of their own sections.',
    PUSH_NOTIFICATION: 'Send announcements to the students and families of one’s sections.',
    VIEW_GRADE_REPORTS: 'Read the grade reports of the sections one teaches.',
    MANAGE_CONTENT: 'Publish news, gallery photos and staff messages.',
  };
  const rows = await db
    .insert(permissions)
    .values(Object.entries(KNOWN_PERMISSIONS).map(([constant, p]) => ({ name: p.name, constant, description: descriptions[constant] })))
    .returning();
  await db.insert(permissionApprovers).values(
    rows.flatMap((p) => [
      { permissionId: p.id, level: 1, userId: ad1 },
      { permissionId: p.id, level: 1, userId: ad2 },
      { permissionId: p.id, level: 2, userId: ad2 },
      { permissionId: p.id, level: 2, userId: sa },
      { permissionId: p.id, level: 3, userId: sa },
    ]),
  );
  const schedule = rows.find((p) => p.constant === 'MANAGE_SCHEDULE')!;
  const [request] = await db
    .insert(permissionRequests)
    .values({
      permissionId: schedule.id,
      requesterId: te1,
      reason: 'I coordinate the Grade 7 timetable this semester.',
      priority: 'normal',
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
    })
    .returning({ id: permissionRequests.id });
  await db.insert(permissionRequestSteps).values([
    {
      requestId: request.id,
      level: 1,
      approverId: ad1,
      status: 'approved',
      comments: 'Agreed with the deputy.',
      actedAt: new Date(now.getTime() - 86_400_000),
    },
    { requestId: request.id, level: 2, approverId: ad2 },
    { requestId: request.id, level: 3, approverId: sa },
  ]);
}
