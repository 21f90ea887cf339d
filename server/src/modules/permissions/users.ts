import { type CreateUserRequest, type RoleName } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { mayGiveRole } from '../../auth/policy-engine';
import { hashPassword } from '../../auth/password';
import { isCommonPassword } from '../../auth/common-passwords';
import { createAccount, normalEmail } from '../../accounts/service';
import { badRequest, forbidden } from '../../http/errors';
import { students, teachers } from '../../db/schema';
import { roleTypeOf } from '../../auth/service';
import { roleByName } from './roles';
import { fill } from '../../lib/text';

/**
 * POST createuser (spec 002 §7): one account of any role (issue 37) through the one account path.
 * The kind of the role gives the login ID prefix; a teacher- or student-kind account gets its
 * teacher or student record too (the Teachers and Students pages complete it). The password is
 * temporary: the person changes it at the first sign-in. Only a super admin makes super admins.
 */
export async function createUser(db: Db, auth: AuthUser, body: CreateUserRequest, now: Date) {
  const role = await roleByName(db, body.type);
  const kind = role.kind as RoleName;
  if (!mayGiveRole(auth, kind)) throw forbidden();
  if (isCommonPassword(body.password)) throw badRequest(messages.passwordTooCommon);
  const email = normalEmail(body.email);
  const fullName = body.fullName?.trim() || email.split('@')[0];
  const passwordHash = await hashPassword(body.password);
  const account = await db.transaction(async (tx) => {
    const made = await createAccount(tx, {
      role: kind,
      roleId: role.id,
      fullName,
      email,
      // A password someone else chose is temporary (createAccount: changed at the first sign-in).
      credentials: { passwordHash, temporaryPassword: body.password },
      createdAt: now,
    });
    if (kind === 'teacher') await tx.insert(teachers).values({ userId: made.userId, status: true, createdAt: now });
    if (kind === 'student') {
      const [firstName, middleName = '', ...rest] = fullName.split(/\s+/);
      await tx.insert(students).values({
        userId: made.userId,
        firstName,
        middleName,
        lastName: rest.join(' '),
        email,
        approved: true,
        status: true,
        createdAt: now,
      });
    }
    return made;
  });
  return {
    message: fill(messages.userCreatedWithId, { ID: account.ID }),
    user: { _id: account.userId, ID: account.ID, fullName, email: account.email, type: roleTypeOf(kind, role.name) },
  };
}
