import { and, asc, desc, eq, or } from 'drizzle-orm';
import {
  type PersonRef,
  type SectionOwner,
  type SectionOwnerRequest,
  type SectionYearOwner,
  type SectionYearOwnerRequest,
} from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { academicPeriods, roles, sectionOwners, sectionYearOwners, sections, users } from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { sectionOwnersScope, sectionYearOwnersScope } from '../../auth/access/reports';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { loadSections, toGradeSection } from './sectionData';
import { isUniqueViolation } from '../../http/db-errors';

// ─── Section ownership by semester (section_owners) and by year (section_year_owners) ───────

/** A unique index refused the insert (two admins at once): the retry reports who won. */
const personColumns = { _id: users.id, ID: users.ID, email: users.email, fullName: users.fullName };

/** GET getallsections: every section with its period, newest term first (the owner pickers). */
export async function allSections(db: Db) {
  const rows = await loadSections(db);
  return { sections: rows.reverse().map(toGradeSection) };
}

/** A teacher account named by user _id or login ID, else 400 (owners are teachers). */
async function teacherAccount(db: Db, key: string): Promise<PersonRef> {
  const [u] = await db
    .select({ ...personColumns, role: roles.kind })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(or(eq(users.id, key), eq(users.ID, key)))
    .limit(1);
  if (!u || u.role !== 'teacher') throw badRequest(messages.ownerMustBeTeacher);
  return { _id: u._id, ID: u.ID, email: u.email, fullName: u.fullName };
}

/** GET sectionowner: all ownerships for admins, the caller's own for a teacher. */
export async function listSectionOwners(db: Db, auth: AuthUser): Promise<{ sectionOwners: SectionOwner[] }> {
  const owned = await db
    .select({ _id: sectionOwners.id, sectionId: sectionOwners.sectionId, owner: personColumns })
    .from(sectionOwners)
    .innerJoin(users, eq(users.id, sectionOwners.ownerId))
    .where(sectionOwnersScope(auth));
  const all = await loadSections(db);
  const byId = new Map(all.map((s) => [s.id, s]));
  const rows = owned
    .filter((o) => byId.has(o.sectionId))
    .map((o) => ({ _id: o._id, section_id: toGradeSection(byId.get(o.sectionId)!), owner_id: o.owner }));
  const key = (r: SectionOwner) => r.section_id.grade_academic_period_id.academic_period_id.startDate;
  rows.sort((a, b) => key(b).localeCompare(key(a)) || a.section_id.name.localeCompare(b.section_id.name));
  return { sectionOwners: rows };
}

/** POST sectionowner: one owner per section (unique), a teacher. */
export async function addSectionOwner(db: Db, body: SectionOwnerRequest, retried = false): Promise<SavedOwner> {
  try {
    return await insertSectionOwner(db, body);
  } catch (err) {
    if (!retried && isUniqueViolation(err)) return addSectionOwner(db, body, true);
    throw err;
  }
}
type SavedOwner = { message: string; sectionOwner: SectionOwner };

async function insertSectionOwner(db: Db, body: SectionOwnerRequest): Promise<SavedOwner> {
  const owner = await teacherAccount(db, body.owner_id);
  const [section] = await loadSections(db, and(eq(sections.id, body.section_id)));
  if (!section) throw notFound();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ fullName: users.fullName })
      .from(sectionOwners)
      .innerJoin(users, eq(users.id, sectionOwners.ownerId))
      .where(eq(sectionOwners.sectionId, section.id))
      .for('update')
      .limit(1);
    if (current) throw badRequest(fill(messages.sectionHasOwner, { section: section.name, owner: current.fullName }));
    const [row] = await tx.insert(sectionOwners).values({ sectionId: section.id, ownerId: owner._id }).returning();
    return { message: messages.ownerAssigned, sectionOwner: { _id: row.id, section_id: toGradeSection(section), owner_id: owner } };
  });
}

export async function removeSectionOwner(db: Db, id: string) {
  const gone = await db.delete(sectionOwners).where(eq(sectionOwners.id, id)).returning({ id: sectionOwners.id });
  if (gone.length === 0) throw notFound();
  return { message: messages.ownerRemoved };
}

const yearColumns = {
  _id: sectionYearOwners.id,
  section_name: sectionYearOwners.sectionName,
  year: sectionYearOwners.year,
  owner_id: personColumns,
  createdAt: sectionYearOwners.createdAt,
  updatedAt: sectionYearOwners.updatedAt,
};
const toYearOwner = (r: { createdAt: Date; updatedAt: Date } & Omit<SectionYearOwner, 'createdAt' | 'updatedAt'>): SectionYearOwner => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** GET sectionownerbyyear: all for admins, the caller's own for a teacher. */
export async function listSectionYearOwners(db: Db, auth: AuthUser): Promise<{ sectionOwnerships: SectionYearOwner[] }> {
  const rows = await db
    .select(yearColumns)
    .from(sectionYearOwners)
    .innerJoin(users, eq(users.id, sectionYearOwners.ownerId))
    .where(sectionYearOwnersScope(auth))
    .orderBy(desc(sectionYearOwners.year), asc(sectionYearOwners.sectionName));
  return { sectionOwnerships: rows.map(toYearOwner) };
}

/** POST sectionowneryear: the section name must exist in a term of that year; one owner per name and year. */
export async function addSectionYearOwner(db: Db, body: SectionYearOwnerRequest, retried = false): Promise<SavedYearOwner> {
  try {
    return await insertSectionYearOwner(db, body);
  } catch (err) {
    if (!retried && isUniqueViolation(err)) return addSectionYearOwner(db, body, true);
    throw err;
  }
}
type SavedYearOwner = { message: string; sectionOwnership: SectionYearOwner };

async function insertSectionYearOwner(db: Db, body: SectionYearOwnerRequest): Promise<SavedYearOwner> {
  const owner = await teacherAccount(db, body.owner_id);
  const exists = await loadSections(db, and(eq(sections.name, body.section_name), eq(academicPeriods.year, body.year)));
  if (exists.length === 0) throw badRequest(fill(messages.sectionNameUnknown, { section: body.section_name, year: body.year }));
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ fullName: users.fullName })
      .from(sectionYearOwners)
      .innerJoin(users, eq(users.id, sectionYearOwners.ownerId))
      .where(and(eq(sectionYearOwners.sectionName, body.section_name), eq(sectionYearOwners.year, body.year)))
      .for('update')
      .limit(1);
    if (current) {
      throw badRequest(fill(messages.sectionYearHasOwner, { section: body.section_name, year: body.year, owner: current.fullName }));
    }
    const [row] = await tx
      .insert(sectionYearOwners)
      .values({ sectionName: body.section_name, year: body.year, ownerId: owner._id })
      .returning();
    return {
      message: messages.ownerAssigned,
      sectionOwnership: toYearOwner({
        _id: row.id,
        section_name: row.sectionName,
        year: row.year,
        owner_id: owner,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      }),
    };
  });
}

export async function removeSectionYearOwner(db: Db, id: string) {
  const gone = await db.delete(sectionYearOwners).where(eq(sectionYearOwners.id, id)).returning({ id: sectionYearOwners.id });
  if (gone.length === 0) throw notFound();
  return { message: messages.ownerRemoved };
}
