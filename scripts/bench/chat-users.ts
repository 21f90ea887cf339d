// The chat bench's people: the demo school plus N admin accounts (admins may reach everyone,
// so any two can chat) with a session each. Prints [{ id, token }] as JSON on stdout.
// Run with the server's environment (DATA_DIR or DATABASE_URL, JWT_SECRET) before it starts.
import { loadConfig, pgliteDir } from '../../server/src/config';
import { openDatabase } from '../../server/src/db';
import { roles, sessions, users } from '../../server/src/db/schema';
import { seedIfEmpty } from '../../server/src/seed';
import { SESSION_MS, signToken } from '../../server/src/auth/tokens';

const count = Number(process.env.CHAT_BENCH_USERS ?? 300);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDir(config) });
const db = database.db;
await seedIfEmpty(db, config.now(), config.uploadDir);
// (No drizzle operators here: drizzle-orm lives in server/node_modules, out of this folder's reach.)
const admin = (await db.select({ id: roles.id, name: roles.name }).from(roles)).find((r) => r.name === 'admin')!;
const model = (await db.select({ ID: users.ID, hash: users.passwordHash }).from(users)).find((u) => u.ID === 'AD-0001')!;
const now = config.now();
const people = Array.from({ length: count }, (_, i) => ({
  id: crypto.randomUUID(),
  ID: `BN-${String(i + 1).padStart(4, '0')}`,
  fullName: `Bench Person ${i + 1}`,
  email: `bench${i + 1}@example.et`,
  passwordHash: model.hash,
  roleId: admin.id,
  tempPasswordChanged: true,
}));
for (let i = 0; i < people.length; i += 100) await db.insert(users).values(people.slice(i, i + 100));
const out: { id: string; token: string }[] = [];
for (const p of people) {
  const [s] = await db
    .insert(sessions)
    .values({ userId: p.id, expiresAt: new Date(now.getTime() + SESSION_MS) })
    .returning({ id: sessions.id });
  out.push({ id: p.id, token: await signToken({ sub: p.id, ID: p.ID, role: 'admin', sid: s.id }, config.jwtSecret, now) });
}
await database.close();
process.stdout.write(JSON.stringify(out));
