import type { Meta, StoryObj } from '@storybook/react-vite';
import { teacherImportRowSchema } from '@school/api';
import { SpreadsheetImporter, type ImporterText } from './SpreadsheetImporter';
import { ImportPreviewTable, type PreviewText } from './ImportPreviewTable';
import type { SheetParser } from './types';

const meta: Meta = { title: 'Widgets/Shared pieces/Importer' };
export default meta;

const preview: PreviewText = {
  label: 'Rows to import',
  rowHeader: 'Row',
  errorsHeader: 'Errors',
  actionsHeader: 'Actions',
  cell: (field, row) => `${field} of row ${row}`,
  remove: (row) => `Remove row ${row}`,
};
const text: ImporterText = {
  fileLabel: 'Spreadsheet (.xlsx, .xls or .csv)',
  fileHint: 'Any file: the story answers with two rows, one of them wrong.',
  accept: ['.xlsx', '.xls', '.csv'],
  unreadable: 'The file could not be read',
  invalidHeader: 'Invalid file. Header does not match expected fields.',
  empty: 'The file has no rows',
  reading: 'Reading the file …',
  submitting: (count) => `Importing ${count} rows …`,
  submit: (count) => `Import ${count} rows`,
  cancel: 'Cancel',
  fixRows: 'Fix or remove the rows marked in red first.',
  summary: (count, errors) => `${count} rows, ${errors} with errors`,
  preview,
};
const COLUMNS = ['fullName', 'email', 'profilePhoto', 'age', 'gender'] as const;
const twoRows: SheetParser = async () => ({
  ok: true,
  matrix: [[...COLUMNS], ['Almaz Kebede', 'almaz@example.et', '', '31', 'female'], ['', 'bad-mail', '', 'old', 'x']],
});

/** The whole importer with the teachers' row schema: choose any file, fix row 2, submit. */
export const Importer: StoryObj = {
  render: () => (
    <SpreadsheetImporter
      spec={{
        columns: COLUMNS,
        header: 'exact',
        schema: teacherImportRowSchema,
        toRequest: (c) => ({ ...c, age: Number(c.age) || c.age }),
      }}
      text={text}
      parseFile={twoRows}
      submit={async (rows) => ({
        ok: false,
        error: 'Some rows have errors',
        rowErrors: [{ row: rows.length - 1, error: 'This email is already used' }],
      })}
      onDone={() => undefined}
      onCancel={() => undefined}
    />
  ),
};

/** The preview with a row the server refused (the Chromatic snapshot). */
export const PreviewWithErrors: StoryObj = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <ImportPreviewTable
      columns={['firstName', 'email']}
      rows={[
        { key: 'a', cells: { firstName: 'Abel', email: 'abel@example.et' }, serverErrors: [] },
        { key: 'b', cells: { firstName: 'Hanna', email: 'broken' }, serverErrors: [{ row: 1, error: 'Invalid email' }] },
      ]}
      errorsOf={(r) => r.serverErrors.map((e) => e.error)}
      text={preview}
      onEdit={() => undefined}
      onRemove={() => undefined}
    />
  ),
};
