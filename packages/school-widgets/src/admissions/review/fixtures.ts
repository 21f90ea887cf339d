import type { EntranceExam } from '@school/api';
import { studentRecord } from '../../students/fixtures';

/** An applicant's record (the student record, not approved, no academic record yet) with its login ID. */
export const applicantRecord = (ID: string) => ({
  ...studentRecord,
  approved: false,
  user_id: { ...studentRecord.user_id, ID, approved: false },
  classG: 'Grade 7',
  academicRecords: [],
});

/** An entrance exam for Grade 7 (1 December 2026, 60 minutes, 50 marks). */
export const entranceExam = (id: string, title: string, over: Partial<EntranceExam> = {}): EntranceExam => ({
  _id: id,
  title,
  description: '',
  start_time: '2026-12-01T06:00:00Z',
  end_time: '2026-12-01T12:00:00Z',
  duration: 60,
  total_marks: 50,
  caution: '',
  grade_name: 'Grade 7',
  teacher_id: null,
  ...over,
});
