import { count, getTableName, sql } from 'drizzle-orm';
import type { RoleName } from '@school/api/schemas';
import { roleNames } from '@school/api/schemas';
import type { Db } from '../db';
import * as schema from '../db/schema';
import { familyLinks, roles, studentSections, students, teachers, users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { syncLoginIdSequences } from '../accounts/service';
import { DEMO_PASSWORD, FEEDBACK, GALLERY, GRADE_NAMES, NEWS, STAFF_MESSAGES, TEACHERS } from './data';
import { applicants, applicationFields, enrolledStudents, makeUser, staffUsers, teacherUsers, type SeedUser } from './people';
import { insertMany, seedSchool } from './school';
import { recentTerms } from './terms';
import { seedSchedule } from './schedule';
import { seedPhotoName, writeSeedImages } from './images';
import { seedAdmissions } from './admissions';
import { seedTeaching } from './teaching';
import { seedExams } from './exams';
import { seedGrades } from './grades';
import { seedCommunication } from './communication';
import { seedPermissions } from './permissions';

/** Seeds the demo school only into an empty database (first start); true when it did. */
export async function seedIfEmpty(db: Db, now: Date, uploadDir?: string): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await seedDemoSchool(db, now, uploadDir);
  return true;
}

/** Empties every table of the schema (seed --reset). */
export async function wipe(db: Db) {
  const tables = Object.values(schema).filter((t) => t && typeof t === 'object' && Symbol.for('drizzle:Name') in t);
  const names = tables.map((t) => `"${getTableName(t as typeof users)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${names} CASCADE`));
}

/** With `uploadDir`, the seeded news, gallery and staff photos are written there as small PNGs. */
export async function seedDemoSchool(db: Db, now: Date, uploadDir?: string) {
  // One argon2 hash shared by every demo account keeps seeding to about a second.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const roleIds = new Map<RoleName, string>(roleNames.map((r) => [r, crypto.randomUUID()]));
    await tx.insert(roles).values([...roleIds].map(([name, id]) => ({ id, name, kind: name, builtIn: true })));

    const terms = recentTerms(now);
    const current = terms[terms.length - 1];
    const staff = staffUsers();
    const teacherAccounts = teacherUsers();
    const enrolled = enrolledStudents();
    const waiting = applicants(enrolled.length + 1);
    const families = [
      makeUser('FA-0001', `${enrolled[0].father} ${enrolled[0].grandfather} Family`, 'Family'),
      makeUser('FA-0002', `${enrolled[2].father} ${enrolled[2].grandfather} Family`, 'Family'),
    ];
    const all: SeedUser[] = [...staff, ...teacherAccounts, ...enrolled.map((s) => s.user), ...waiting.map((s) => s.user), ...families];
    await insertMany(all, (c) => tx.insert(users).values(c.map(({ role, ...u }) => ({ ...u, roleId: roleIds.get(role)!, passwordHash }))));

    const teacherIds = teacherAccounts.map(() => crypto.randomUUID());
    await tx
      .insert(teachers)
      .values(teacherAccounts.map((u, i) => ({ id: teacherIds[i], userId: u.id, age: TEACHERS[i].age, gender: TEACHERS[i].gender })));
    const { periodIds, sectionMap } = await seedSchool(
      tx,
      terms,
      teacherIds,
      teacherAccounts.map((u) => u.id),
    );
    await seedSchedule(tx, sectionMap[sectionMap.length - 1]);

    const studentIds = new Map<string, string>();
    const studentRows = [...enrolled, ...waiting].map((s) => {
      const id = crypto.randomUUID();
      studentIds.set(s.user.ID, id);
      return { id, ...applicationFields(s, now, current.year) };
    });
    await insertMany(studentRows, (c) => tx.insert(students).values(c));

    // Enrolled students climb one grade per school year, so earlier terms hold lower grades.
    const seats: (typeof studentSections.$inferInsert)[] = [];
    for (const s of enrolled) {
      terms.forEach((t, p) => {
        const level = s.level - (current.year - t.year);
        if (level < 0) return;
        const sectionId = sectionMap[p].get(`${GRADE_NAMES[level]} ${s.letter}`)!;
        seats.push({ studentId: studentIds.get(s.user.ID)!, sectionId, academicPeriodId: periodIds[p] });
      });
    }
    await insertMany(seats, (c) => tx.insert(studentSections).values(c));

    await tx.insert(familyLinks).values([
      { parentId: families[0].id, studentId: studentIds.get(enrolled[0].user.ID)! },
      { parentId: families[1].id, studentId: studentIds.get(enrolled[2].user.ID)! },
      { parentId: families[1].id, studentId: studentIds.get(enrolled[3].user.ID)! },
    ]);
    await seedContent(tx, now);
  });
  await seedAdmissions(db, now, uploadDir);
  await seedTeaching(db, now, uploadDir);
  await seedExams(db, now, uploadDir);
  await seedGrades(db, now, uploadDir);
  await seedCommunication(db, now, uploadDir);
  await seedPermissions(db, now, uploadDir);
  // The demo IDs are fixed (SA-0001, TE-0001, ...): new accounts continue after them.
  await syncLoginIdSequences(db);
  if (uploadDir) await writeSeedImages(uploadDir, { news: NEWS.length, gallery: GALLERY.length, staff: STAFF_MESSAGES.length });
}

async function seedContent(db: Db, now: Date) {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  await db.insert(schema.news).values(
    NEWS.map((n, i) => ({
      ...n,
      content: `<p>${n.description} More details are available from the school office.</p>`,
      photo: seedPhotoName('news', i),
      createdAt: daysAgo(i * 9 + 1),
    })),
  );
  await db
    .insert(schema.gallery)
    .values(GALLERY.map((g, i) => ({ ...g, photo: seedPhotoName('gallery', i), createdAt: daysAgo(i * 14 + 3) })));
  await db
    .insert(schema.staffMessages)
    .values(STAFF_MESSAGES.map((m, i) => ({ ...m, photo: seedPhotoName('staff', i), createdAt: daysAgo(i * 30 + 5) })));
  await db.insert(schema.feedback).values(FEEDBACK.map((f, i) => ({ ...f, createdAt: daysAgo(i * 6 + 2) })));
  await db
    .insert(schema.subscribers)
    .values(['abeba.parent@example.et', 'kassa.family@example.et', 'mizan.news@example.et'].map((email) => ({ email })));
}
