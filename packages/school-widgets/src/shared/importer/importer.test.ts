import { utils, write } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { teacherImportRowSchema } from '@school/api';
import { readSheetMatrix } from './readSheet';
import { clientErrors, editCell, matrixOf, messagesOf, sheetRows, toDrafts, withServerErrors } from './rows';

const TEACHER = ['fullName', 'email', 'profilePhoto', 'age', 'gender'] as const;
const STUDENT = ['firstName', 'middleName', 'lastName', 'email'] as const;

describe('readSheetMatrix', () => {
  it('reads the first sheet of an xlsx and of a csv as cell texts, header first', () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['fullName', 'age'], ['Almaz', 31], [], ['Dawit', 40]]), 'T');
    const xlsx = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    expect(readSheetMatrix(xlsx, { maxRows: 10, unreadable: 'x' })).toEqual({
      ok: true,
      matrix: [
        ['fullName', 'age'],
        ['Almaz', '31'],
        ['Dawit', '40'],
      ],
    });
    const csv = new TextEncoder().encode('firstName,email\nAbel,abel@example.et\n').buffer as ArrayBuffer;
    expect(readSheetMatrix(csv, { maxRows: 10, unreadable: 'x' })).toEqual({
      ok: true,
      matrix: [
        ['firstName', 'email'],
        ['Abel', 'abel@example.et'],
      ],
    });
  });

  it('stops at maxRows', () => {
    const csv = new TextEncoder().encode('a\n1\n2\n3\n4\n').buffer as ArrayBuffer;
    const out = readSheetMatrix(csv, { maxRows: 3, unreadable: 'x' });
    expect(out.ok && 'matrix' in out ? out.matrix.length : -1).toBe(3);
  });
});

describe('sheetRows', () => {
  it('exact: the header names exactly the columns, in any order, surrounding spaces ignored', () => {
    const out = sheetRows(
      [
        [' gender', 'age', 'email ', 'fullName', 'profilePhoto'],
        ['male', 30, 'a@example.et', ' A B ', ''],
      ],
      TEACHER,
      'exact',
    );
    expect(out).toEqual({
      rows: [{ fullName: 'A B', email: 'a@example.et', profilePhoto: '', age: '30', gender: 'male' }],
      present: [...TEACHER],
      ignored: [],
    });
    expect(sheetRows([['fullName', 'email', 'age', 'gender']], TEACHER, 'exact')).toBeNull();
    expect(sheetRows([[...TEACHER, 'phone']], TEACHER, 'exact')).toBeNull();
    expect(sheetRows([['Full name', 'email', 'profilePhoto', 'age', 'gender']], TEACHER, 'exact')).toBeNull();
  });

  it('known: finds the columns without case or spaces, ignores the others, skips empty rows and cells', () => {
    const out = sheetRows(
      [
        ['First Name', 'middleName', 'LASTNAME', 'email', 'Shoe size', ''],
        ['Abel', 'Bekele', 'Tesfaye', 'abel@example.et', '42', ''],
        ['', '', '', '', '', ''],
        [' Hanna ', 'Girma', 'Alemu', '', '', ''],
      ],
      STUDENT,
      'known',
    );
    expect(out).toEqual({
      rows: [
        { firstName: 'Abel', middleName: 'Bekele', lastName: 'Tesfaye', email: 'abel@example.et' },
        { firstName: 'Hanna', middleName: 'Girma', lastName: 'Alemu' },
      ],
      present: ['firstName', 'middleName', 'lastName', 'email'],
      ignored: ['Shoe size'],
    });
    expect(sheetRows([['name', 'mark']], STUDENT, 'known')).toBeNull();
    expect(sheetRows([], STUDENT, 'known')).toBeNull();
  });

  it('takes rows a parser already keyed by the header', () => {
    expect(matrixOf({ ok: true, rows: [{ fullName: 'A', age: 30 }] }, ['fullName', 'age'])).toEqual([
      ['fullName', 'age'],
      ['A', 30],
    ]);
  });
});

describe('errors in one shape { row, field?, error }', () => {
  it('runs the row schema on every row: one entry per message, with the field', () => {
    const rows = [
      { fullName: 'A B', email: 'a@example.et', age: '30', gender: 'male' },
      { fullName: '', email: 'bad', age: 'x', gender: 'other' },
    ];
    const errors = clientErrors(rows, {
      schema: teacherImportRowSchema,
      toRequest: (c) => ({ ...c, age: Number.isNaN(Number(c.age)) ? c.age : Number(c.age) }),
      extra: () => [{ row: 0, field: 'email', error: 'repeated' }],
    });
    expect(errors).toEqual([
      { row: 1, field: 'fullName', error: 'Full name is required' },
      { row: 1, field: 'email', error: 'Invalid email' },
      { row: 1, field: 'age', error: 'Age must be a whole number from 18 to 100' },
      { row: 1, field: 'gender', error: 'Gender must be male or female' },
      { row: 0, field: 'email', error: 'repeated' },
    ]);
    expect(clientErrors(rows, { toRequest: (c) => c })).toEqual([]);
  });

  it('puts server errors on their rows by index; editing a row clears its server errors only', () => {
    const drafts = withServerErrors(toDrafts<'email'>([{ email: 'a' }, { email: 'b' }]), [
      { row: 1, error: 'taken' },
      { row: 1, error: 'taken' },
    ]);
    expect(drafts.map((d) => messagesOf(d.serverErrors))).toEqual([[], ['taken']]);
    const edited = editCell(drafts, drafts[1].key, 'email', 'new@example.et');
    expect(edited[1]).toMatchObject({ serverErrors: [], cells: { email: 'new@example.et' } });
    expect(edited[0]).toBe(drafts[0]);
  });
});
