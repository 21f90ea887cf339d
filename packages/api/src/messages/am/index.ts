import type { Catalogue } from '../i18n';
import { academicsMessagesAm } from './academics';
import { admissionsMessagesAm } from './admissions';
import { communicationMessagesAm } from './communication';
import { contentAdminMessagesAm } from './contentAdmin';
import { coreMessagesAm } from './core';
import { dataSafetyMessagesAm } from './dataSafety';
import { examMessagesAm } from './exams';
import { gradeRecordMessagesAm } from './gradeRecords';
import { gradeReportMessagesAm } from './gradeReports';
import { listMessagesAm } from './lists';
import { permissionMessagesAm } from './permissions';
import { publicSiteMessagesAm } from './publicSite';
import { rosterMessagesAm } from './roster';
import { teacherMessagesAm } from './teachers';
import { teachingMessagesAm } from './teaching';
import { calendarMessagesAm } from './calendar';
import { auditTrailMessagesAm } from './auditTrail';

/**
 * The Amharic catalogue: one file per area beside the English ones (same keys: the parity test in
 * messages/parity.test.ts fails on a key in one language only). Loaded on demand by `loadCatalogue('am')`.
 * Written for issue 19 and awaiting the school's review (docs/decisions/0060-amharic-catalogue-plurals-and-languages.md).
 */
export const amAreas: Record<string, Catalogue> = {
  core: coreMessagesAm,
  academics: academicsMessagesAm,
  publicSite: publicSiteMessagesAm,
  contentAdmin: contentAdminMessagesAm,
  admissions: admissionsMessagesAm,
  teachers: teacherMessagesAm,
  teaching: teachingMessagesAm,
  exams: examMessagesAm,
  gradeReports: gradeReportMessagesAm,
  gradeRecords: gradeRecordMessagesAm,
  communication: communicationMessagesAm,
  permissions: permissionMessagesAm,
  dataSafety: dataSafetyMessagesAm,
  lists: listMessagesAm,
  calendar: calendarMessagesAm,
  auditTrail: auditTrailMessagesAm,
  roster: rosterMessagesAm,
};

// Pure, so that bundles that never read it (every English page) drop the whole Amharic catalogue.
export const amMessages: Catalogue = /* @__PURE__ */ Object.assign({}, ...Object.values(amAreas));
