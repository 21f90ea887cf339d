import { count, eq } from 'drizzle-orm';
import { familyLinks, sectionOwners, sections, users } from '../src/db/schema';
import { seedDemoSchool, seedIfEmpty, wipe } from '../src/seed';
import { recentTerms } from '../src/seed/terms';
import { createTestApp, TODAY, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0].n;

describe('demo seed', () => {
  it('seeds an empty database once; seeding again with users present does nothing', async () => {
    expect(await seedIfEmpty(t.database.db, TODAY)).toBe(true);
    const n = await userCount();
    expect(n).toBe(3 + 12 + 60 + 5 + 2);
    expect(await seedIfEmpty(t.database.db, TODAY)).toBe(false);
    expect(await userCount()).toBe(n);
  });

  it('has the demo accounts the e2e tests rely on', async () => {
    for (const ID of ['SA-0001', 'AD-0001', 'TE-0001', 'TE-0002', 'ST-0001', 'ST-0002', 'FA-0001']) await t.login(ID);
    const [fa] = await t.database.db.select().from(users).where(eq(users.ID, 'FA-0001'));
    expect((await t.database.db.select().from(familyLinks).where(eq(familyLinks.parentId, fa.id))).length).toBe(1);
    const [te] = await t.database.db.select().from(users).where(eq(users.ID, 'TE-0001'));
    const owned = await t.database.db
      .select({ name: sections.name })
      .from(sectionOwners)
      .innerJoin(sections, eq(sections.id, sectionOwners.sectionId))
      .where(eq(sectionOwners.ownerId, te.id));
    expect(owned).toEqual([{ name: 'Grade 7 A' }]);
  });

  it('wipe + reseed (seed --reset) gives a fresh school of the same size', async () => {
    const n = await userCount();
    await wipe(t.database.db);
    expect(await userCount()).toBe(0);
    await seedDemoSchool(t.database.db, TODAY);
    expect(await userCount()).toBe(n);
  });

  it('terms are date-relative: six, oldest first, the last covering today', () => {
    for (const day of ['2026-11-22', '2027-01-15', '2027-03-01', '2027-08-31', '2025-09-01']) {
      const terms = recentTerms(new Date(`${day}T12:00:00Z`));
      expect(terms).toHaveLength(6);
      const last = terms.at(-1)!;
      expect(last.startDate <= day && day <= last.endDate).toBe(true);
      for (let i = 1; i < terms.length; i++) expect(terms[i - 1].endDate < terms[i].startDate).toBe(true);
    }
  });
});
