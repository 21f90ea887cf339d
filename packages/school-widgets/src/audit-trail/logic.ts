import type { AuditEvent, AuditFilter, AuditKind } from '@school/api';
import type { Texts } from '../shared/intl';

/** The kind of a record as the screen names it, in the reader's language. */
export const kindLabels = ({ messages }: Texts): Record<AuditKind, string> => ({
  profile: messages.auditKindProfile,
  documents: messages.auditKindDocuments,
  grades: messages.auditKindGrades,
  attendance: messages.auditKindAttendance,
  'exam-results': messages.auditKindExamResults,
  integrity: messages.auditKindIntegrity,
  trail: messages.auditKindTrail,
});

export const actionLabel = ({ messages }: Texts, action: AuditEvent['action']) =>
  action === 'read' ? messages.auditTrailRead : messages.auditTrailChange;

/** Who, as a row shows them: "Almaz Bekele (AD-0001)", or the login ID alone once the account is gone. */
export const actorLabel = (e: AuditEvent) => (e.actor.fullName ? `${e.actor.fullName} (${e.actor.ID})` : e.actor.ID);

/** The filters as the server takes them: empty fields left out. */
export function filterOf(f: { actor: string; kind: string; from: string; to: string }): AuditFilter {
  const out: AuditFilter = {};
  if (f.actor.trim()) out.actor = f.actor.trim();
  if (f.kind) out.kind = f.kind as AuditKind;
  if (f.from) out.from = f.from;
  if (f.to) out.to = f.to;
  return out;
}

/** The dates' own error before asking the server (the server says the same). */
export const datesError = ({ messages }: Texts, from: string, to: string) =>
  from && to && from > to ? messages.auditTrailDates : undefined;
