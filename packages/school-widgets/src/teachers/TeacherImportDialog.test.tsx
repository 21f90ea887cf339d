import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { utils, write } from 'xlsx';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@school/api';
import { textsIn } from '../shared/intl';
import { renderWidget } from '../shared/test-utils';
import { fileProblem } from './logic';
import { readTeacherSheet } from './sheet';
import { TeacherImportDialog } from './TeacherImportDialog';
import type { TeacherFileParser } from './parseTeacherFile';

/** The worker's parser run on the main thread: jsdom has no Worker. */
const mainThreadParser: TeacherFileParser = async (file) => {
  const t = textsIn('en');
  const problem = fileProblem(t, file);
  return problem ? { ok: false, error: problem } : readTeacherSheet(t, await file.arrayBuffer());
};
const xlsxFile = (rows: unknown[][], name = 'teachers.xlsx') => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Teachers');
  return new File([write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name);
};
const HEADER = ['fullName', 'email', 'profilePhoto', 'age', 'gender'];

function open() {
  const importMany = vi.fn();
  const view = renderWidget(
    <TeacherImportDialog
      api={createFakeApi({ teachers: { importMany } })}
      open
      onOpenChange={() => undefined}
      onImported={() => undefined}
      parseFile={mainThreadParser}
    />,
  );
  return { ...view, importMany, dialog: screen.getByRole('dialog', { name: 'Import teachers' }) };
}

describe('TeacherImportDialog', () => {
  it('refuses a header other than the five fields', async () => {
    const { user, dialog } = open();
    await user.upload(
      within(dialog).getByLabelText('Spreadsheet (.xlsx)'),
      xlsxFile([
        ['name', 'email'],
        ['A', 'a@example.et'],
      ]),
    );
    expect(await within(dialog).findByText('Invalid file. Header does not match expected fields.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  // Issue 38 (decision 220): the importer's words and the file's own checks (emails repeated in it)
  // come in the provider's language.
  it('reads the import in Amharic under an Amharic provider, its own checks too', async () => {
    const { user } = renderWidget(
      <TeacherImportDialog
        api={createFakeApi({ teachers: { importMany: vi.fn() } })}
        open
        onOpenChange={() => undefined}
        onImported={() => undefined}
        parseFile={mainThreadParser}
      />,
      { language: 'am' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'መምህራንን አስገባ' });
    await user.upload(
      within(dialog).getByLabelText('የተመን ሉህ (.xlsx)'),
      xlsxFile([HEADER, ['Almaz Kebede', 'almaz@example.et', '', 31, 'female'], ['Almaz K', 'almaz@example.et', '', 32, 'female']]),
    );
    expect(await within(dialog).findByText('2 ረድፎች፣ 2 ስህተት ያለባቸው')).toBeInTheDocument();
    expect(within(dialog).getAllByText('ይህ ኢሜይል በፋይሉ ውስጥ ከአንድ ጊዜ በላይ ይገኛል')).toHaveLength(2);
  });

  it('refuses another file type before reading it', async () => {
    const { dialog } = open();
    // The picker's accept list is only a hint to the browser: a .csv can still be dropped in.
    fireEvent.change(within(dialog).getByLabelText('Spreadsheet (.xlsx)'), {
      target: { files: [new File(['a,b'], 'teachers.csv', { type: 'text/csv' })] },
    });
    expect(await within(dialog).findByText('Only .xlsx files can be imported')).toBeInTheDocument();
  });

  it('flags bad rows on the client, lets them be fixed or removed, and submits only clean rows', async () => {
    const { user, dialog, importMany } = open();
    await user.upload(
      within(dialog).getByLabelText('Spreadsheet (.xlsx)'),
      xlsxFile([
        HEADER,
        ['Almaz Kebede', 'almaz@example.et', '', 31, 'female'],
        ['', 'bad-mail', '', 'old', 'x'],
        ['Dawit Haile', 'dawit@example.et', '', 40, 'male'],
      ]),
    );
    expect(await within(dialog).findByText('3 rows, 1 with errors')).toBeInTheDocument();
    const bad = within(dialog).getByRole('textbox', { name: 'email of row 2' }).closest('tr')!;
    expect(bad).toHaveTextContent(
      'Full name is required, Invalid email, Age must be a whole number from 18 to 100, Gender must be male or female',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Fix or remove the rows marked in red before submitting.')).toBeInTheDocument();
    expect(importMany).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove row 2' }));
    expect(within(dialog).getByText('2 rows, 0 with errors')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'fullName of row 2' })).toHaveValue('Dawit Haile');
    importMany.mockResolvedValue({
      ok: true,
      status: 201,
      message: 'successfully imported',
      data: { message: 'successfully imported', teachers: [] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(importMany).toHaveBeenCalledTimes(1));
    expect(importMany.mock.calls[0][0].map((r: { fullName: string }) => r.fullName)).toEqual(['Almaz Kebede', 'Dawit Haile']);
  });
});
