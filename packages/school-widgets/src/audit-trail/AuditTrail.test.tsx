import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeOk, type AuditTrailQuery, type ParentLinks } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { AuditTrail } from './AuditTrail';
import { AuditStudentPicker } from './AuditStudentPicker';
import { ChildAuditTrail } from './ChildAuditTrail';
import { auditEvent, trailOf } from './fixtures';
import { textsIn } from '../shared/intl';
import { datesError, filterOf } from './logic';

const events = [
  auditEvent(),
  auditEvent({
    _id: '2',
    at: '2026-11-21T07:30:00.000Z',
    action: 'change',
    kind: 'attendance',
    actor: { _id: 'u-ad1', ID: 'AD-0001', fullName: 'Almaz Bekele', role: 'admin' },
    route: 'POST /api/markattendance',
    record: 'student_id=ST-0001',
    ip: '10.1.2.3',
  }),
];

function trailApi(asked: AuditTrailQuery[] = []) {
  return createFakeApi({
    audit: {
      trail: async (_student: string, q: AuditTrailQuery = {}) => {
        asked.push(q);
        const shown = q.kind ? events.filter((e) => e.kind === q.kind) : events;
        return fakeOk(trailOf(shown));
      },
      export: async () => fakeOk({ student: trailOf([]).student, events, truncated: false }),
    },
  });
}

describe('AuditTrail', () => {
  it('lists who did what, when and from where, newest first, with the retention', async () => {
    renderWidget(<AuditTrail api={trailApi()} student="ST-0001" />);
    const table = await screen.findByRole('table', { name: 'Audit trail: Abebe Kebede Alemu (ST-0001)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Tesfaye Bekele Gebre (TE-0001)');
    expect(rows[0]).toHaveTextContent('Grades');
    expect(rows[0]).toHaveTextContent('Read');
    expect(rows[0]).toHaveTextContent('10.0.0.7');
    expect(rows[1]).toHaveTextContent('Changed');
    expect(rows[1]).toHaveTextContent('Attendance');
    expect(screen.getByText('Events are kept for 365 days, then deleted.')).toBeInTheDocument();
  });

  it('filters by kind, person and dates through the server', async () => {
    const asked: AuditTrailQuery[] = [];
    const { user } = renderWidget(<AuditTrail api={trailApi(asked)} student="ST-0001" />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Attendance');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Almaz Bekele (AD-0001)');
    await user.type(screen.getByLabelText('Person (ID or name)'), 'AD-0001');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ kind: 'attendance', actor: 'AD-0001', page: 1 }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ from: '2026-11-01' }));
  });

  it('says when the dates are the wrong way round, and does not send them', async () => {
    const asked: AuditTrailQuery[] = [];
    const { user } = renderWidget(<AuditTrail api={trailApi(asked)} student="ST-0001" />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(asked.some((q) => q.to === '2026-11-01')).toBe(false);
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads its title, headers, filters and the dates error in the language of its provider', async () => {
    const asked: AuditTrailQuery[] = [];
    const { user } = renderWidget(<AuditTrail api={trailApi(asked)} student="ST-0001" />, { language: 'am' });
    const table = await screen.findByRole('table', { name: 'የክትትል መዝገብ: Abebe Kebede Alemu (ST-0001)' });
    for (const header of ['መቼ', 'ማን', 'ድርጊት', 'አድራሻ'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText(/ክስተቶች ለ.* ቀናት ይቀመጣሉ/)).toBeInTheDocument();
    const kind = screen.getByLabelText('የመዝገብ ዓይነት');
    expect(within(kind).getByRole('option', { name: 'መገኘት' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ከ'), '2026-11-20');
    await user.type(screen.getByLabelText('እስከ'), '2026-11-01');
    expect(await screen.findByText('የመጀመሪያው ቀን ከመጨረሻው ቀን በፊት ወይም እኩል መሆን አለበት')).toBeInTheDocument();
    expect(asked.some((q) => q.to === '2026-11-01')).toBe(false);
  });

  it('titles a family’s copy for the child in the language of its provider', async () => {
    const familyApi = createFakeApi({
      audit: { trail: async () => fakeOk(trailOf(events.map((e) => ({ ...e, ip: null })))) },
    });
    renderWidget(<AuditTrail api={familyApi} student="ST-0001" audience="family" />, { language: 'am' });
    const table = await screen.findByRole('table', { name: 'የAbebe Kebede Alemuን መዝገቦች ያዩ' });
    expect(within(table).queryByRole('columnheader', { name: 'አድራሻ' })).toBeNull();
  });

  it('shows a family’s copy titled for the child, without the address column', async () => {
    const familyApi = createFakeApi({
      audit: { trail: async () => fakeOk(trailOf(events.map((e) => ({ ...e, ip: null })))) },
    });
    renderWidget(<AuditTrail api={familyApi} student="ST-0001" audience="family" />);
    const table = await screen.findByRole('table', { name: 'Who saw Abebe Kebede Alemu’s records' });
    expect(within(table).queryByRole('columnheader', { name: 'Address' })).toBeNull();
  });
});

describe('AuditStudentPicker', () => {
  it('finds a student by name and opens their trail', async () => {
    const onChoose = vi.fn();
    const api = createFakeApi({
      students: {
        list: async () =>
          fakeOk({
            students: [
              {
                _id: 'st-1',
                ID: 'ST-0001',
                firstName: 'Abebe',
                middleName: 'Kebede',
                lastName: 'Alemu',
                gender: 'male',
                email: null,
                age: 13,
                status: true,
              },
            ],
            totalItems: 1,
            totalPages: 1,
          }),
      },
    });
    const { user } = renderWidget(<AuditStudentPicker api={api} onChoose={onChoose} />);
    expect(screen.getByText('Choose a student to see their trail.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find a student by name or ID'), 'Abebe');
    await user.click(await screen.findByRole('button', { name: 'Abebe Kebede Alemu (ST-0001)' }));
    expect(onChoose).toHaveBeenCalledWith({ ID: 'ST-0001' });
  });
});

describe('ChildAuditTrail', () => {
  it('lets a parent of two children choose whose trail', async () => {
    const child = (ID: string, firstName: string) => ({
      _id: `link-${ID}`,
      student_id: { _id: `st-${ID}`, ID, firstName, middleName: 'Kebede', lastName: 'Alemu', profilePic: null, user_id: `u-${ID}` },
    });
    const links: ParentLinks = { links: [child('ST-0001', 'Abebe'), child('ST-0009', 'Sara')] };
    const asked: string[] = [];
    const api = createFakeApi({
      permissions: { family: { links: async () => fakeOk(links) } },
      audit: {
        trail: async (student: string) => {
          asked.push(student);
          return fakeOk(
            trailOf([], {
              student: { _id: `st-${student}`, ID: student, fullName: student === 'ST-0009' ? 'Sara Kebede Alemu' : 'Abebe Kebede Alemu' },
            }),
          );
        },
      },
    });
    const { user } = renderWidget(<ChildAuditTrail api={api} parentId="FA-0001" />);
    expect(await screen.findByRole('table', { name: 'Who saw Abebe Kebede Alemu’s records' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Whose records'), 'Sara Kebede Alemu');
    expect(await screen.findByRole('table', { name: 'Who saw Sara Kebede Alemu’s records' })).toBeInTheDocument();
    expect(asked).toEqual(['ST-0001', 'ST-0009']);
  });
});

describe('AuditStudentPicker in Amharic', () => {
  it('asks for a student in the language of its provider', async () => {
    renderWidget(<AuditStudentPicker api={createFakeApi({})} onChoose={() => undefined} />, { language: 'am' });
    expect(await screen.findByRole('searchbox', { name: 'ተማሪን በስም ወይም በመታወቂያ ይፈልጉ' })).toBeInTheDocument();
    expect(screen.getByText('መዝገባቸውን ለማየት ተማሪ ይምረጡ።')).toBeInTheDocument();
  });
});

describe('the filters', () => {
  it('leave empty fields out and check the dates', () => {
    expect(filterOf({ actor: ' TE ', kind: '', from: '2026-11-01', to: '' })).toEqual({ actor: 'TE', from: '2026-11-01' });
    const t = textsIn('en');
    expect(datesError(t, '2026-11-02', '2026-11-01')).toBe('The start date must be on or before the end date');
    expect(datesError(t, '2026-11-01', '2026-11-01')).toBeUndefined();
  });
});
