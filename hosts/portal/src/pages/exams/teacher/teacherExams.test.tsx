import { englishMessages } from '@school/api';
import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../../shell/navigation';
import { teacherExamPaths } from './paths';

describe('the teacher’s exam routes', () => {
  it('spells the paths of spec 001 §2 and gives only teachers the Exams item', () => {
    expect(teacherExamPaths.result('TE-0001', 'ex 1', 'ST-0001')).toBe('/dashboard/teacher/TE-0001/exams/ex%201/students/ST-0001');
    expect(teacherExamPaths.takers('TE-0001', 'e1')).toBe('/dashboard/teacher/TE-0001/exams/e1/students');
    expect(navigationFor(englishMessages, 'teacher', 'TE-0001')).toContainEqual({ to: '/dashboard/teacher/TE-0001/exams', label: 'Exams' });
    expect(navigationFor(englishMessages, 'admin', 'AD-0001')).not.toContainEqual(
      expect.objectContaining({ to: expect.stringContaining('/exams') }),
    );
  });
});
