/**
 * The message catalogue: every fixed text the product shows about the school's data, in one
 * place so a school can reword or translate it. Plain misspellings of the original client are
 * corrected here (spec README: "successfuly" becomes "successfully").
 * UI chrome texts (Refresh, Cancel, ...) live in @school/ui's `uiMessages`.
 * One file per area; keys are unique across the whole catalogue (the type check below fails on a clash).
 */
import { academicsMessages } from './academics';
import { admissionsMessages } from './admissions';
import { contentAdminMessages } from './contentAdmin';
import { coreMessages } from './core';
import { publicSiteMessages } from './publicSite';
import { teacherMessages } from './teachers';
import { teachingMessages } from './teaching';
import { examMessages } from './exams';
import { gradeReportMessages } from './gradeReports';
import { gradeRecordMessages } from './gradeRecords';
import { communicationMessages } from './communication';
import { permissionMessages } from './permissions';
import { dataSafetyMessages } from './dataSafety';
import { listMessages } from './lists';
import { calendarMessages } from './calendar';
import { auditTrailMessages } from './auditTrail';
import { rosterMessages } from './roster';
import { mergeMessages } from './merge';

// A pure call (not an object spread) so that bundles that never read `messages` (the embed, /home)
// drop the whole catalogue: bundlers keep a spread in case of getters, but drop an unused pure call.
export const messages = /* @__PURE__ */ mergeMessages(
  coreMessages,
  academicsMessages,
  publicSiteMessages,
  contentAdminMessages,
  admissionsMessages,
  teacherMessages,
  teachingMessages,
  examMessages,
  gradeReportMessages,
  gradeRecordMessages,
  communicationMessages,
  permissionMessages,
  dataSafetyMessages,
  listMessages,
  calendarMessages,
  auditTrailMessages,
  rosterMessages,
);

export type MessageKey = keyof typeof messages;

// A key defined in two areas would silently take the later text: make that a type error.
type Overlap<A, B> = Extract<keyof A, keyof B>;
type Areas = [
  typeof coreMessages,
  typeof academicsMessages,
  typeof publicSiteMessages,
  typeof contentAdminMessages,
  typeof admissionsMessages,
  typeof teacherMessages,
  typeof teachingMessages,
  typeof examMessages,
  typeof gradeReportMessages,
  typeof gradeRecordMessages,
  typeof communicationMessages,
  typeof permissionMessages,
  typeof dataSafetyMessages,
  typeof listMessages,
  typeof calendarMessages,
  typeof auditTrailMessages,
  typeof rosterMessages,
];
type PairOverlaps<T extends unknown[]> = T extends [infer H, ...infer R]
  ? { [K in keyof R]: Overlap<H, R[K]> }[number] | PairOverlaps<R>
  : never;
const noClash: [PairOverlaps<Areas>] extends [never] ? true : PairOverlaps<Areas> = true;
void noClash;
