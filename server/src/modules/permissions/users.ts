import { type CreateUserRequest, type RoleName } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { mayGiveRole } from '../../auth/policy-engine';
import { hashPassword } from '../../auth/password';
import { isCommonPassword } from '../../auth/common-passwords';
import { createAccount, normalEmail } from '../../accounts/service';
import { badRequest, forbidden } from '../../http/errors';
import { fill } from '../../lib/text';

/** Roles createuser makes: teachers and students need their records, so they come from their own pages. */
const CREATABLE: RoleName[] = ['admin', 'Family', 'super admin'];

/**
 * POST createuser (spec 002 §7): one account through the one account path. The admin's password is
 * temporary: the person changes it at the first sign-in. Only a super admin makes super admins.
 */
export async function createUser(db: Db, auth: AuthUser, body: CreateUserRequest, now: Date) {
  const role = body.type === 'family' || body.type === 'parent' ? 'Family' : body.type;
  if (!CREATABLE.includes(role as RoleName)) throw badRequest(messages.roleNotCreatable);
  if (!mayGiveRole(auth, role as RoleName)) throw forbidden();
  if (isCommonPassword(body.password)) throw badRequest(messages.passwordTooCommon);
  const email = normalEmail(body.email);
  const fullName = body.fullName?.trim() || email.split('@')[0];
  const passwordHash = await hashPassword(body.password);
  const account = await db.transaction((tx) =>
    createAccount(tx, {
      role: role as RoleName,
      fullName,
      email,
      // A password someone else chose is temporary (createAccount: changed at the first sign-in).
      credentials: { passwordHash, temporaryPassword: body.password },
      createdAt: now,
    }),
  );
  return {
    message: fill(messages.userCreatedWithId, { ID: account.ID }),
    user: { _id: account.userId, ID: account.ID, fullName, email: account.email, type: { name: role } },
  };
}
