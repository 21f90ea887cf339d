import { dataTableColumnHelper } from './features';

/** A student row used by DataTable stories and tests. */
export interface StudentRow {
  id: string;
  name: string;
  className: string;
  average: number;
}

const names = ['Amina', 'Omar', 'Lina', 'Youssef', 'Sara', 'Karim', 'Nour', 'Adam', 'Maya', 'Rami', 'Hana', 'Ziad'];

/** Twelve students, in a fixed order. */
export const students: StudentRow[] = names.map((name, i) => ({
  id: `s${i + 1}`,
  name,
  className: i % 2 === 0 ? 'Grade 3-A' : 'Grade 3-B',
  average: 10 + ((i * 7) % 10),
}));

/** Many students, for the virtualized story. */
export const manyStudents: StudentRow[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `m${i + 1}`,
  name: `${names[i % names.length]} ${i + 1}`,
  className: `Grade ${1 + (i % 6)}`,
  average: Math.round((8 + ((i * 13) % 12)) * 10) / 10,
}));

const col = dataTableColumnHelper<StudentRow>();
/** Name, class and average columns. */
export const studentColumns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('className', { header: 'Class' }),
  col.accessor('average', { header: 'Average' }),
]);
