import { messages } from '../../i18n';
import { LOGIN_PREFIX, normalEmail } from '../../accounts/service';
import { mayGiveRole } from '../../auth/policy-engine';
import { fill } from '../../lib/text';
import { listValues } from './csv';
import { fullNameOf, roleFromOneRoster } from './codes';
import { activeRows, count, kept, type PlanContext, type PlannedUser, type StudentFields } from './plan';
import { issue, type Row } from './read';

// ─── Users, their roles, demographics and agents (users, roles, demographics) ───────────────

/** Each user's primary role of roles.csv (1.2 keeps roles there, not in users.csv). */
function primaryRoles(ctx: PlanContext, users: Row[]): Map<string, { role: string; sid: string }> {
  const roles = new Map<string, { role: string; sid: string }>();
  const byUser = new Map<string, Row[]>();
  for (const r of activeRows(ctx, 'roles'))
    if (r.v.roleType === 'primary') byUser.set(r.v.userSourcedId, [...(byUser.get(r.v.userSourcedId) ?? []), r]);
  for (const u of users) {
    const rows = byUser.get(u.v.sourcedId) ?? [];
    const distinct = [...new Set(rows.map((r) => r.v.role))];
    if (!rows.length) ctx.issues.push(issue('users.csv', u.line, 'sourcedId', messages.rosterNoPrimaryRole));
    else if (distinct.length > 1) ctx.issues.push(issue('roles.csv', rows[1].line, 'role', messages.rosterPrimaryRoles));
    else {
      roles.set(u.v.sourcedId, { role: distinct[0], sid: rows[0].v.sourcedId });
      if (roleFromOneRoster(distinct[0]) === 'super admin' && !mayGiveRole(ctx.auth, 'super admin'))
        ctx.issues.push(issue('roles.csv', rows[0].line, 'role', messages.rosterSuperAdminOnly));
    }
  }
  return roles;
}

const sexOf = (sex: string | undefined) => (sex === 'male' || sex === 'female' ? sex : null);
const LOGIN_ID = /^(TE|ST|AD|SA|FA)-\d{4,12}$/;

/** Users are matched by the sourcedId they came with, their own id, then their email. */
export function planPeople(ctx: PlanContext) {
  const { state, plan } = ctx;
  const users = activeRows(ctx, 'users');
  const roles = primaryRoles(ctx, users);
  const demographics = new Map(activeRows(ctx, 'demographics').map((d) => [d.v.sourcedId, d.v]));
  const byEmail = new Map([...state.users.values()].filter((u) => u.email).map((u) => [u.email!.toLowerCase(), u.id]));
  for (const s of state.students.values()) if (s.email) byEmail.set(s.email.toLowerCase(), s.userId);
  const loginIds = new Set([...state.users.values()].map((u) => u.ID.toUpperCase()));
  const emailsInFile = new Map<string, number>();
  const skipped = new Map<string, number>();
  for (const u of users) {
    const sid = u.v.sourcedId;
    const primary = roles.get(sid);
    if (!primary) continue; // its role problem is an issue already
    const role = roleFromOneRoster(primary.role);
    if (!role) {
      skipped.set(primary.role, (skipped.get(primary.role) ?? 0) + 1);
      continue;
    }
    const email = u.v.email ? normalEmail(u.v.email) : null;
    if (email) {
      const first = emailsInFile.get(email);
      if (first !== undefined) ctx.issues.push(issue('users.csv', u.line, 'email', messages.rosterEmailTwice));
      emailsInFile.set(email, u.line);
    }
    const matched =
      kept(ctx, 'user', sid, '', (id) => state.users.has(id)) ??
      (state.users.has(sid) ? sid : undefined) ??
      (email ? byEmail.get(email) : undefined);
    const before = matched ? state.users.get(matched)! : null;
    if (before && before.role !== role) {
      ctx.issues.push(issue('users.csv', u.line, 'sourcedId', fill(messages.rosterRoleChanged, { current: before.role, role })));
      continue;
    }
    const holder = email ? byEmail.get(email) : undefined;
    if (holder && holder !== matched) ctx.issues.push(issue('users.csv', u.line, 'email', messages.emailTaken));
    const fullName = fullNameOf(u.v as { givenName: string; middleName: string; familyName: string });
    const frozen = u.v.enabledUser === 'false';
    const userId = matched ?? crypto.randomUUID();
    if (!before) {
      // Our own IDs come back as they were (the round trip); any other username gets a new ID.
      const wanted = u.v.username.toUpperCase();
      const ID = LOGIN_ID.test(wanted) && wanted.startsWith(`${LOGIN_PREFIX[role]}-`) && !loginIds.has(wanted) ? wanted : undefined;
      if (ID) loginIds.add(ID);
      plan.newUsers.push({ sid, id: userId, role, ID, fullName, email, frozen });
    } else if (before.fullName !== fullName || (email !== null && before.email !== email) || before.frozen !== frozen) {
      plan.userUpdates.push({ id: userId, fullName, email: email ?? before.email, frozen, wasFrozen: before.frozen });
    }
    if (!before || plan.userUpdates.some((x) => x.id === userId)) count(ctx, 'users', !before);
    const planned: PlannedUser = { sid, line: u.line, userId, role, frozen };
    const demo = demographics.get(sid);
    if (role === 'student') planned.studentId = planStudent(ctx, userId, u, demo, email, frozen);
    if (role === 'teacher') planned.teacherId = planTeacher(ctx, userId, demo, frozen);
    ctx.users.set(sid, planned);
    plan.mappings.push(
      { kind: 'user', sourcedId: sid, scope: '', localId: userId },
      { kind: 'role', sourcedId: primary.sid, scope: '', localId: userId },
    );
  }
  if (skipped.size) {
    const total = [...skipped.values()].reduce((a, b) => a + b, 0);
    ctx.warnings.push(fill(messages.rosterSkippedRoles, { count: total, roles: [...skipped.keys()].join(', ') }));
  }
  planLinks(ctx, users);
}

function planStudent(
  ctx: PlanContext,
  userId: string,
  u: Row,
  demo: Record<string, string> | undefined,
  email: string | null,
  frozen: boolean,
): string {
  const before = ctx.state.studentOfUser.get(userId);
  const fields: StudentFields = {
    firstName: u.v.givenName,
    middleName: u.v.middleName,
    lastName: u.v.familyName,
    gender: demo ? sexOf(demo.sex) : (before?.gender ?? null),
    birthDate: demo ? demo.birthDate || null : (before?.birthDate ?? null),
    birthPlace: demo ? demo.cityOfBirth || null : (before?.birthPlace ?? null),
    email: email ?? before?.email ?? null,
    phoneNumber: u.v.phone || before?.phoneNumber || null,
  };
  const id = before?.id ?? crypto.randomUUID();
  const same =
    before && (Object.keys(fields) as (keyof StudentFields)[]).every((k) => (before[k] ?? null) === fields[k]) && before.status === !frozen;
  if (!same) ctx.plan.students.push({ id, userId, fields, status: !frozen, isNew: !before });
  return id;
}

function planTeacher(ctx: PlanContext, userId: string, demo: Record<string, string> | undefined, frozen: boolean): string {
  const before = ctx.state.teacherOfUser.get(userId);
  const gender = demo ? sexOf(demo.sex) : (before?.gender ?? null);
  const id = before?.id ?? crypto.randomUUID();
  if (!before || before.gender !== gender || before.status !== !frozen)
    ctx.plan.teachers.push({ id, userId, gender, status: !frozen, isNew: !before });
  return id;
}

/** agentSourcedIds link parents and students, named on either side (or both). */
function planLinks(ctx: PlanContext, users: Row[]) {
  const made = new Set<string>();
  for (const u of users) {
    const self = ctx.users.get(u.v.sourcedId);
    if (!self) continue;
    for (const agentSid of listValues(u.v.agentSourcedIds)) {
      const agent = ctx.users.get(agentSid);
      if (!agent) continue; // a user of a role the product does not keep
      const pair: [typeof self, typeof agent] | null =
        self.role === 'Family' && agent.role === 'student'
          ? [self, agent]
          : self.role === 'student' && agent.role === 'Family'
            ? [agent, self]
            : null;
      if (!pair) {
        ctx.issues.push(issue('users.csv', u.line, 'agentSourcedIds', messages.rosterAgentLink));
        continue;
      }
      const key = `${pair[0].userId}/${pair[1].studentId}`;
      if (made.has(key) || ctx.state.familyLinks.has(key)) continue;
      made.add(key);
      ctx.plan.links.push({ parentId: pair[0].userId, studentId: pair[1].studentId! });
      count(ctx, 'links', true);
    }
  }
}
