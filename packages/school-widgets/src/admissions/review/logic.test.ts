import { describe, expect, it } from 'vitest';
import type { EntranceExam, EntranceExamLink } from '@school/api';
import { assignableExams, visibleLinks } from './logic';

const exam = (id: string, title: string, start: string): EntranceExam => ({
  _id: id,
  title,
  description: '',
  start_time: start,
  end_time: start,
  duration: 60,
  total_marks: 50,
  caution: '',
  grade_name: 'Grade 7',
  teacher_id: null,
});
const link = (id: string, title: string, grade: string, start: string): EntranceExamLink => ({
  _id: `l${id}`,
  student_id: 's',
  grade_name: grade,
  exam_id: exam(id, title, start),
});
const links = [
  link('1', 'Mathematics', 'Grade 10', '2026-12-03T06:00:00Z'),
  link('2', 'English', 'Grade 7', '2026-12-01T06:00:00Z'),
  link('3', 'Aptitude', 'Grade 9', '2026-12-02T06:00:00Z'),
];

describe('visibleLinks', () => {
  it('keeps the order for none and sorts by title, grade name (numbers as numbers) and start time', () => {
    expect(visibleLinks(links, '', 'none').map((l) => l._id)).toEqual(['l1', 'l2', 'l3']);
    expect(visibleLinks(links, '', 'title').map((l) => l._id)).toEqual(['l3', 'l2', 'l1']);
    expect(visibleLinks(links, '', 'gradeName').map((l) => l._id)).toEqual(['l2', 'l3', 'l1']);
    expect(visibleLinks(links, '', 'startTime').map((l) => l._id)).toEqual(['l2', 'l3', 'l1']);
  });

  it('searches the title in any case', () => {
    expect(visibleLinks(links, ' ENG ', 'none').map((l) => l._id)).toEqual(['l2']);
  });

  it('offers only exams not yet assigned', () => {
    expect(assignableExams([exam('1', 'M', ''), exam('9', 'New', '')], links).map((e) => e._id)).toEqual(['9']);
  });
});
