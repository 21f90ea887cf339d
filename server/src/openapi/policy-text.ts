import type { Policy } from '../auth/policy-engine';

/** The policy of a route in words, for the OpenAPI document (who may call, where the token goes, locks, grants). */
export function policyInWords(p: Policy | undefined): string {
  if (!p) return 'No policy.';
  const who = p.who === 'public' ? 'Anyone (public)' : p.who === 'signedIn' ? 'Any signed-in account' : `Roles: ${[...p.who].join(', ')}`;
  const parts = [`**Policy: ${p.name}.** ${who}.`];
  if (p.check) parts.push('Ownership is checked on the record after validation (403 otherwise).');
  if (p.grant) parts.push(`A ${p.grant.roles.join('/')} holding the permission ${p.grant.constant} passes too.`);
  if (p.token === 'path') parts.push('The token (a signed file token, or the session token) is the last path segment.');
  else if (p.who !== 'public') parts.push('Bearer token in the Authorization header.');
  const locked = [p.temporaryPassword ? 'temporary-password accounts' : '', p.applicant ? 'applicants' : ''].filter(Boolean);
  if (p.who !== 'public')
    parts.push(locked.length ? `Also open to ${locked.join(' and ')}.` : 'Refused to temporary-password accounts and applicants.');
  return parts.join(' ');
}
