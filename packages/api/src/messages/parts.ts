import { academicsMessages } from './academics';
import { admissionsMessages } from './admissions';
import { auditTrailMessages } from './auditTrail';
import { calendarMessages } from './calendar';
import { communicationMessages } from './communication';
import { contentAdminMessages } from './contentAdmin';
import { coreMessages } from './core';
import { dataSafetyMessages } from './dataSafety';
import { examMessages } from './exams';
import { gradeRecordMessages } from './gradeRecords';
import { gradeReportMessages } from './gradeReports';
import { listMessages } from './lists';
import { permissionMessages } from './permissions';
import { publicSiteMessages } from './publicSite';
import { rosterMessages } from './roster';
import { teacherMessages } from './teachers';
import { teachingMessages } from './teaching';

// ─── The catalogue's areas, one list (issue 38) ──────────────────────────────────────────────
// The live catalogue (`messages`, index.ts), its English twin (english.ts) and the check that no
// key is defined in two areas all read this tuple, so a new area is added once.

/** Every area of the catalogue, in the order their texts are merged. */
export const catalogueParts = [
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
] as const;

/** The merged type of a tuple of areas. */
export type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]]
  ? H & Merged<R>
  : unknown;
