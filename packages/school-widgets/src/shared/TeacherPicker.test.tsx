import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type ApiClient, type Teacher } from '@school/api';
import { TeacherPicker } from './TeacherPicker';
import { renderWidget } from './test-utils';

const teacher = (n: number, fullName: string, status = true): Teacher => ({
  _id: `t${n}`,
  ID: `TE-000${n}`,
  fullName,
  email: null,
  age: 30,
  gender: 'female',
  profilePhoto: null,
  status,
  assignedCourse: null,
  assignedSections: [],
});
const staff = [teacher(1, 'Tesfaye Bekele'), teacher(2, 'Hirut Alemu'), teacher(3, 'Hana Frozen', false), teacher(4, 'Selam Tadesse')];

/** A fake getteachers: matches on the name and the status, one page of `limit`, the total of every match. */
const server = () =>
  vi.fn(async (_period: string, q: { searchTerm?: string; status?: 'active' | 'frozen'; page?: number; limit?: number | 'all' }) => {
    const term = q.searchTerm?.toLowerCase() ?? '';
    const hits = staff.filter((t) => t.fullName.toLowerCase().includes(term) && (!q.status || t.status === (q.status === 'active')));
    const limit = typeof q.limit === 'number' ? q.limit : hits.length;
    return fakeOk({ teachers: hits.slice(0, limit), totalPages: Math.ceil(hits.length / limit), totalItems: hits.length });
  });

function Host({ api, onChange }: { api: ApiClient; onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TeacherPicker
      api={api}
      periodId="p1"
      label="Teacher"
      placeholder="Choose a teacher"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('TeacherPicker', () => {
  it('asks the server for the first page of the active teachers matching the typed term and chooses one', async () => {
    const list = server();
    const onChange = vi.fn();
    const { user } = renderWidget(<Host api={createFakeApi({ teachers: { list } })} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Teacher' });
    await within(select).findByRole('option', { name: 'Tesfaye Bekele (TE-0001)' });
    expect(list).toHaveBeenCalledWith('p1', { all: true, status: 'active', page: 1, limit: 20 });
    expect(within(select).queryByRole('option', { name: /Hana Frozen/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find a teacher (name, email or ID)' }), 'hir');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith('p1', { all: true, status: 'active', searchTerm: 'hir', page: 1, limit: 20 }),
    );
    await waitFor(() => expect(within(select).queryByRole('option', { name: /Tesfaye/ })).not.toBeInTheDocument());
    expect(within(select).getByRole('option', { name: 'Hirut Alemu (TE-0002)' })).toBeInTheDocument();

    await user.selectOptions(select, 't2');
    expect(onChange).toHaveBeenLastCalledWith('t2');
    expect(select).toHaveDisplayValue('Hirut Alemu (TE-0002)');

    // Another term keeps the chosen teacher shown.
    await user.clear(screen.getByRole('searchbox', { name: /Find a teacher/ }));
    await user.type(screen.getByRole('searchbox', { name: /Find a teacher/ }), 'selam');
    await within(select).findByRole('option', { name: 'Selam Tadesse (TE-0004)' });
    expect(select).toHaveDisplayValue('Hirut Alemu (TE-0002)');
  });

  it('says when nothing matches, and when more match than one page shows', async () => {
    const list = vi.fn(async (_p: string, q: { searchTerm?: string }) =>
      q.searchTerm
        ? fakeOk({ teachers: [], totalPages: 0, totalItems: 0 })
        : fakeOk({ teachers: staff.slice(0, 2), totalPages: 3, totalItems: 45 }),
    );
    const { user } = renderWidget(<Host api={createFakeApi({ teachers: { list } })} onChange={() => undefined} />);
    expect(await screen.findByText('Showing the first 2 of 45 teachers. Type more of the name to narrow.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /Find a teacher/ }), 'zz');
    expect(await screen.findByText('No teacher matches “zz”.')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const list = vi.fn(async () => ({ ok: false as const, status: 500, error: 'Server is down' }));
    renderWidget(<Host api={createFakeApi({ teachers: { list } })} onChange={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The teachers could not be loaded: Server is down');
  });
});
