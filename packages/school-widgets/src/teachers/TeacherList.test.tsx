import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type PageQuery, type Teacher, type TeacherImportRow } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { courses, periods, sections, teachers } from './fixtures';
import { TeacherList } from './TeacherList';
import type { DataTableState } from '@school/ui';
import type { TeacherFileParser } from './parseTeacherFile';

const listOf = (items = teachers) => vi.fn(async () => fakeOk({ teachers: items, totalPages: 1, totalItems: items.length }));

/** What the server does with a list query: search name, email and ID, sort, cut out the page. */
function serverAnswer(items: readonly Teacher[], q: PageQuery) {
  const term = q.searchTerm?.toLowerCase() ?? '';
  const found = items.filter((t) => [t.fullName, t.email ?? '', t.ID].some((v) => v.toLowerCase().includes(term)));
  const key = q.sortBy as keyof Teacher | undefined;
  const sorted = key ? [...found].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (q.sortDir === 'desc' ? -1 : 1)) : found;
  const limit = q.limit === 'all' ? Math.max(sorted.length, 1) : (q.limit ?? 5);
  const page = q.page ?? 1;
  return {
    teachers: sorted.slice((page - 1) * limit, page * limit),
    totalItems: sorted.length,
    totalPages: Math.ceil(sorted.length / limit),
  };
}
const serverList = (items = teachers) => vi.fn(async (_periodId: string, q: PageQuery) => fakeOk(serverAnswer(items, q)));
/** A host that keeps the list's state (as the portal does in the URL). */
function Hosted({
  list,
  initial,
  onState,
}: {
  list: ReturnType<typeof serverList>;
  initial: Partial<DataTableState>;
  onState?: (s: DataTableState) => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <TeacherList
      api={createFakeApi({ teachers: { list } })}
      periodId="p2026-1"
      onOpen={() => undefined}
      listState={state}
      onListStateChange={(next) => {
        onState?.(next);
        setState(next);
      }}
    />
  );
}
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[2].textContent);
const catalog = {
  academics: {
    courses: { list: async () => fakeOk({ courses, totalPages: 1, totalItems: 2 }) },
    sections: { list: async () => fakeOk({ sections, totalPages: 1, totalItems: 4 }) },
  },
};

// The dialog flows type into many fields: give them room on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('TeacherList', () => {
  it('reads the period’s teachers from the server 5 at a time, searches there, and opens one by name', async () => {
    const list = serverList();
    const onOpen = vi.fn();
    const { user } = renderWidget(
      <TeacherList api={createFakeApi({ teachers: { list } })} periodId="p2026-1" onOpen={onOpen} onBack={() => undefined} />,
    );
    expect(await screen.findByRole('button', { name: 'Tesfaye Bekele Gebre' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith('p2026-1', { page: 1, limit: 5 });
    const first = screen.getByRole('row', { name: /TE-0001/ });
    expect(first).toHaveTextContent('Mathematics');
    expect(first).toHaveTextContent('Grade 7 A, Grade 8 A');
    expect(screen.getByRole('row', { name: /TE-0003/ })).toHaveTextContent('terminated/dismissed');
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1–5 of 7')).toBeInTheDocument();
    for (const name of ['ADD', 'Import', 'Refresh', 'Export CSV', 'Back']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Page 2 is the server's second page, numbered 6 and 7.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith('p2026-1', { page: 2, limit: 5 });
    expect(screen.getAllByRole('row').map((r) => within(r).queryAllByRole('cell')[0]?.textContent)).toEqual([undefined, '6', '7']);
    // A search goes to the server on page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hirut');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('p2026-1', { page: 1, limit: 5, searchTerm: 'hirut' }));
    await waitFor(() => expect(names()).toEqual(['Hirut Alemu Tadesse']));
    await user.click(screen.getByRole('button', { name: 'Hirut Alemu Tadesse' }));
    expect(onOpen).toHaveBeenCalledWith({ teacherId: 't2', periodId: 'p2026-1' });
  });

  // Issue 38 (decision 220): a switch of the provider re-renders the list and its dialog in Amharic, no reload.
  it('reads the list and the Add dialog in Amharic after the language is switched', async () => {
    const { user, setLanguage } = renderWidget(
      <TeacherList api={createFakeApi({ ...catalog, teachers: { list: serverList() } })} periodId="p2026-1" onOpen={() => undefined} />,
    );
    expect(await screen.findByRole('row', { name: /TE-0003/ })).toHaveTextContent('terminated/dismissed');
    setLanguage('am');
    expect(await screen.findByRole('table', { name: 'መምህራን' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /TE-0003/ })).toHaveTextContent('ተሰናብቷል');
    expect(screen.getByRole('columnheader', { name: /ሙሉ ስም/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'አስገባ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ጨምር' }));
    const dialog = await screen.findByRole('dialog', { name: 'መምህር ጨምር' });
    expect(within(dialog).getByRole('tab', { name: 'አዲስ' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'መድብ' })).toBeInTheDocument();
    // The contract schema's own messages (built once, in English) in Amharic too (decision 256).
    await within(dialog).findByRole('combobox', { name: 'የተመደበ ትምህርት' });
    await user.click(within(dialog).getByRole('button', { name: 'አስቀምጥ' }));
    expect(await within(dialog).findByText('ሙሉ ስም ያስፈልጋል')).toBeInTheDocument();
    expect(within(dialog).getByText('ኢሜይል ያስፈልጋል')).toBeInTheDocument();
    expect(within(dialog).getByText('የተመደበ ክፍል ያስፈልጋል')).toBeInTheDocument();
    expect(within(dialog).queryByText('Full name is required')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'ኢሜይል' }), 'almaz');
    expect(await within(dialog).findByText('ልክ ያልሆነ ኢሜይል')).toBeInTheDocument();
  });

  it('sorts on the server by the columns it sorts by; a sort or size change starts at page 1', async () => {
    const list = serverList();
    const onState = vi.fn();
    const { user } = renderWidget(<Hosted list={list} initial={{ page: 2 }} onState={onState} />);
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: 'Sections' })).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: 'Subject' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /Full name/ })).getByRole('button'));
    expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 5, search: '', sort: { id: 'fullName', desc: false } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('p2026-1', { page: 1, limit: 5, sortBy: 'fullName', sortDir: 'asc' }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Abebe Girma Wolde',
        'Dawit Haile Mariam',
        'Hirut Alemu Tadesse',
        'Meseret Tadesse Kassa',
        'Selamawit Kebede Ayele',
      ]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, search: '', sort: { id: 'fullName', desc: false } });
  });

  it('shows the state the host keeps (search) and keeps the shown page while the next loads', async () => {
    let release: () => void = () => undefined;
    const list = vi.fn(async (_p: string, q: PageQuery) => {
      if (q.page === 2) await new Promise<void>((r) => (release = r));
      return fakeOk(serverAnswer(teachers, q));
    });
    const onState = vi.fn();
    const { user } = renderWidget(<Hosted list={list} initial={{ search: 'e' }} onState={onState} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('e');
    expect(await screen.findByText('1–5 of 7')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith('p2026-1', { page: 1, limit: 5, searchTerm: 'e' });
    const firstPage = names();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onState).toHaveBeenLastCalledWith({ page: 2, pageSize: 5, search: 'e', sort: null });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('p2026-1', { page: 2, limit: 5, searchTerm: 'e' }));
    // Page 1 stays, numbered and counted as itself, until page 2 arrives.
    expect(names()).toEqual(firstPage);
    expect(screen.getByText('1–5 of 7')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/^1/);
    release();
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    // A search change goes back to page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 's');
    await waitFor(() => expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 5, search: 'es', sort: null }));
  });

  it('exports every section of a teacher, while the cell shows four and a count', async () => {
    const many = Array.from({ length: 19 }, (_, i) => ({
      ...teachers[0].assignedSections[0],
      _id: `s${i}`,
      name: `Grade ${i + 1} A`,
      gradeID: `Grade ${i + 1}`,
      section_in_teacher_id: `a${i}`,
    }));
    const busy = { ...teachers[0], assignedSections: many };
    let exported: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      exported = b as Blob;
      return 'blob:x';
    });
    const list = serverList([busy, ...teachers.slice(1)]);
    const { user } = renderWidget(<TeacherList api={createFakeApi({ teachers: { list } })} periodId="p2026-1" onOpen={() => undefined} />);
    const row = await screen.findByRole('row', { name: /TE-0001/ });
    expect(row).toHaveTextContent('Grade 1 A, Grade 2 A, Grade 3 A, Grade 4 A +15 more');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toBeDefined());
    // Every teacher (all pages), each with every section.
    expect(list).toHaveBeenLastCalledWith('p2026-1', { page: 1, limit: 'all' });
    const csv = await exported!.text();
    expect(csv).not.toContain('more');
    for (let i = 1; i <= 19; i++) expect(csv).toContain(`Grade ${i} A`);
    for (const t of teachers) expect(csv).toContain(t.fullName);
  });

  it('shows an empty list (the client reads "no teacher" as none) and an error with Try again', async () => {
    const { unmount } = renderWidget(
      <TeacherList api={createFakeApi({ teachers: { list: listOf([]) } })} periodId="p" onOpen={() => undefined} />,
    );
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    unmount();
    const list = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('poor connection', 0))
      .mockResolvedValue(fakeOk({ teachers, totalPages: 1, totalItems: 7 }));
    const { user } = renderWidget(<TeacherList api={createFakeApi({ teachers: { list } })} periodId="p" onOpen={() => undefined} />);
    expect(await screen.findByText('Error: poor connection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Tesfaye Bekele Gebre' })).toBeInTheDocument();
  });

  it('without a period, offers the periods with the current one chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-10'));
    const list = listOf();
    const { user } = renderWidget(
      <TeacherList
        api={createFakeApi({
          academics: { periods: { list: async () => fakeOk({ academicPeriods: periods, totalPages: 1, totalItems: 2 }) } },
          teachers: { list },
        })}
        onOpen={() => undefined}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Academic period' });
    expect(select).toHaveValue('p2026-1');
    await waitFor(() => expect(list).toHaveBeenCalledWith('p2026-1', { page: 1, limit: 5 }));
    await user.selectOptions(select, 'p2025-2');
    await waitFor(() => expect(list).toHaveBeenCalledWith('p2025-2', { page: 1, limit: 5 }));
    vi.useRealTimers();
  });

  it('shows the period the host keeps and reports the one chosen', async () => {
    const list = listOf();
    const onPeriodChange = vi.fn();
    const { user } = renderWidget(
      <TeacherList
        api={createFakeApi({
          academics: { periods: { list: async () => fakeOk({ academicPeriods: periods, totalPages: 1, totalItems: 2 }) } },
          teachers: { list },
        })}
        selectedPeriodId="p2025-2"
        onPeriodChange={onPeriodChange}
        onOpen={() => undefined}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Academic period' });
    expect(select).toHaveValue('p2025-2');
    await waitFor(() => expect(list).toHaveBeenCalledWith('p2025-2', { page: 1, limit: 5 }));
    await user.selectOptions(select, 'p2026-1');
    expect(onPeriodChange).toHaveBeenCalledWith('p2026-1');
  });

  // A long walk through the whole form (two refusals, then the save): timed out at 20 s once on a
  // busy machine, so it gets a budget that fits one.
  it('adds a teacher: the spec’s messages, then the temporary password once and a reload', { timeout: 60_000 }, async () => {
    const list = listOf();
    const add = vi.fn(async (_form: FormData) => ({
      ok: true as const,
      status: 201,
      message: 'successfully added',
      data: {
        message: 'successfully added',
        teacher: { ...teachers[1], _id: 'new', ID: 'TE-0013', fullName: 'Almaz Kebede' },
        temporaryPassword: 'Tmp!pass1234',
      },
    }));
    const { user } = renderWidget(
      <TeacherList api={createFakeApi({ ...catalog, teachers: { list, add } })} periodId="p2026-1" onOpen={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add teacher' });
    expect(within(dialog).getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    await within(dialog).findByRole('combobox', { name: 'Assigned subject' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of [
      'Full name is required',
      'Email is required',
      'Age is required',
      'Gender is required',
      'Profile picture is required',
      'Assigned subject is required',
      'Assigned class or grade is required',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Almaz Kebede');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'almaz');
    await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), '31');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), 'female');
    await user.upload(within(dialog).getByLabelText('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned subject' }), 'c-bio');
    // Only the grades that take Biology: Grade 9.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Grade 9 A']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned subject' }), 'c-math');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grade 7 B' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grade 8 A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), '@example.et');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    const sent = Object.fromEntries([...add.mock.calls[0][0].entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]));
    expect(sent).toEqual({
      fullName: 'Almaz Kebede',
      email: 'almaz@example.et',
      age: '31',
      gender: 'female',
      academic_period_id: 'p2026-1',
      assignedCourse: 'c-math',
      assignedSections: '["s7b","s8a"]',
      profilePhoto: 'me.png',
    });
    const passwords = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(passwords).getByText('Tmp!pass1234')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add teacher' })).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    await user.click(within(passwords).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Tmp!pass1234')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses, and shows its message', async () => {
    const add = vi.fn(async () => fakeFail('This email is already used by another account'));
    const { user } = renderWidget(
      <TeacherList api={createFakeApi({ ...catalog, teachers: { list: listOf(), add } })} periodId="p2026-1" onOpen={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add teacher' });
    await within(dialog).findByRole('combobox', { name: 'Assigned subject' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Almaz Kebede');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'tesfaye@example.et');
    await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), '31');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), 'female');
    await user.upload(within(dialog).getByLabelText('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned subject' }), 'c-bio');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grade 9 A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The teacher was not saved: This email is already used by another account')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveValue('Almaz Kebede');
    expect(within(dialog).getByRole('checkbox', { name: 'Grade 9 A' })).toBeChecked();
  });

  it('assigns an existing, employed teacher in the Assign tab', async () => {
    // The picker asks for the active teachers; the server leaves the frozen ones out.
    const list = vi.fn(async (_period: string, q: { status?: 'active' | 'frozen' }) => {
      const items = q.status ? teachers.filter((t) => t.status === (q.status === 'active')) : teachers;
      return fakeOk({ teachers: items, totalPages: 1, totalItems: items.length });
    });
    const assign = vi.fn(async () => ({
      ok: true as const,
      status: 201,
      message: 'successfully added',
      data: { message: 'successfully added', teacher: teachers[1] },
    }));
    const { user } = renderWidget(
      <TeacherList api={createFakeApi({ ...catalog, teachers: { list, assign } })} periodId="p2026-1" onOpen={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add teacher' });
    await user.click(within(dialog).getByRole('tab', { name: 'Assign' }));
    const teacher = await within(dialog).findByRole('combobox', { name: 'Teacher' });
    expect(list).toHaveBeenCalledWith('p2026-1', { all: true, status: 'active', page: 1, limit: 20 });
    expect(within(teacher).queryByRole('option', { name: /TE-0003/ })).not.toBeInTheDocument(); // frozen
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a teacher to assign')).toBeInTheDocument();
    await user.selectOptions(teacher, 't2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned subject' }), 'c-bio');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grade 9 A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith({
        teacher_id: 't2',
        assignedCourse: 'c-bio',
        assignedSections: ['s9a'],
        academic_period_id: 'p2026-1',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add teacher' })).not.toBeInTheDocument());
  });

  it('imports: parses the file, shows per-row server errors to fix, then closes and reloads', async () => {
    const list = listOf();
    const parseFile: TeacherFileParser = vi.fn(async () => ({
      ok: true as const,
      rows: [
        { fullName: 'Import One', email: 'one@example.et', profilePhoto: '', age: 30, gender: 'male' },
        { fullName: 'Import Two', email: 'tesfaye@example.et', profilePhoto: '', age: 41, gender: 'female' },
      ],
    }));
    const importMany = vi
      .fn<(rows: readonly TeacherImportRow[]) => Promise<unknown>>()
      .mockResolvedValueOnce({
        ok: false,
        status: 400,
        error: 'Some rows have errors: fix or remove them and submit again',
        errors: [{ row: 1, error: 'This email is already used by another account' }],
      })
      .mockResolvedValueOnce({
        ok: true,
        status: 201,
        message: 'successfully imported',
        data: {
          message: 'successfully imported',
          teachers: [
            { _id: 'n1', ID: 'TE-0013', fullName: 'Import One', temporaryPassword: 'Aa1!aaaaaaaa' },
            { _id: 'n2', ID: 'TE-0014', fullName: 'Import Two', temporaryPassword: 'Bb2!bbbbbbbb' },
          ],
        },
      });
    const api = createFakeApi({ teachers: { list, importMany: importMany as never } });
    const { user } = renderWidget(<TeacherList api={api} periodId="p2026-1" onOpen={() => undefined} parseFile={parseFile} />);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import teachers' });
    await user.upload(within(dialog).getByLabelText('Spreadsheet (.xlsx)'), new File(['x'], 'teachers.xlsx'));
    expect(await within(dialog).findByRole('textbox', { name: 'fullName of row 2' })).toHaveValue('Import Two');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const row2 = await within(dialog).findByText('This email is already used by another account');
    expect(row2.closest('tr')).toHaveAttribute('data-invalid', 'true');
    expect(within(dialog).getByText('2 rows, 1 with errors')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'email of row 2' });
    await user.clear(email);
    await user.type(email, 'two@example.et');
    expect(within(dialog).getByText('2 rows, 0 with errors')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import teachers' })).not.toBeInTheDocument());
    expect(importMany.mock.calls[1][0]).toEqual([
      { fullName: 'Import One', email: 'one@example.et', profilePhoto: '', age: 30, gender: 'male' },
      { fullName: 'Import Two', email: 'two@example.et', profilePhoto: '', age: 41, gender: 'female' },
    ]);
    expect(within(await screen.findByRole('dialog', { name: 'Temporary password' })).getByText('Bb2!bbbbbbbb')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
