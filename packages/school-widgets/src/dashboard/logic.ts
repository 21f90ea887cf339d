import type { AdminDashboard } from '@school/api';
import type { Texts } from '../shared/intl';
import { roleText } from '../shared/words';

export interface ChartPoint {
  label: string;
  value: number;
}

/** Line chart points: students enrolled per academic period, labelled "2025 S1" (in the reader's language). */
export function enrollmentSeries({ messages, fill }: Texts, data: AdminDashboard): ChartPoint[] {
  return data.period_enrollment.map((p) => ({
    label: fill(messages.enrollmentTermLabel, { year: p.year, semester: p.semester }),
    value: p.students,
  }));
}

/** Pie slices: staff counted by role name, largest first. */
export function staffByType(t: Texts, data: AdminDashboard): ChartPoint[] {
  const counts = new Map<string, number>();
  for (const staff of data.staffs) counts.set(roleText(t, staff.type.name), (counts.get(roleText(t, staff.type.name)) ?? 0) + 1);
  return [...counts].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}
