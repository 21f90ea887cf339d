import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk, type Teacher } from '@school/api';
import { Card } from '@school/ui';
import { CardList } from './CardList';
import { FactList } from './FactList';
import { QueryError } from './QueryFallback';
import { TeacherPicker } from './TeacherPicker';

const meta: Meta = { title: 'Widgets/Shared pieces' };
export default meta;

/** The failed-read state every widget shows. */
export const FailedRead: StoryObj = {
  render: () => <QueryError error="poor connection" onRetry={() => undefined} onBack={() => undefined} />,
};

/** The facts grid of detail pages, with an empty value. */
export const Facts: StoryObj = {
  render: () => (
    <FactList
      facts={[
        { label: 'ID', value: 'ST-0001' },
        { label: 'Gender', value: 'female' },
        { label: 'Email', value: null },
      ]}
    />
  ),
};

const sections = Array.from({ length: 8 }, (_, i) => ({ id: `s${i + 1}`, name: `Grade 7 ${String.fromCharCode(65 + i)}` }));

/** The one card list: the page's cards and the one pager (issue 22). */
export const Cards: StoryObj = {
  render: () => (
    <CardList
      label="Sections"
      items={sections}
      limit={3}
      itemKey={(s) => s.id}
      renderCard={(s) => <Card title={s.name}>Mathematics</Card>}
      emptyText="No sections"
    />
  ),
};

const staff: Teacher[] = Array.from({ length: 45 }, (_, i) => ({
  _id: `t${i + 1}`,
  ID: `TE-${String(i + 1).padStart(4, '0')}`,
  fullName: `Teacher ${i + 1}`,
  email: null,
  age: 30,
  gender: 'female',
  profilePhoto: null,
  status: true,
  assignedCourse: null,
  assignedSections: [],
}));
const staffApi = createFakeApi({
  teachers: {
    list: async (_period, q) => {
      const hits = staff.filter((t) => t.fullName.toLowerCase().includes(q.searchTerm?.toLowerCase() ?? ''));
      const limit = typeof q.limit === 'number' ? q.limit : hits.length;
      return fakeOk({ teachers: hits.slice(0, limit), totalPages: Math.ceil(hits.length / limit), totalItems: hits.length });
    },
  },
});

function PickerHost() {
  const [value, setValue] = useState('');
  return <TeacherPicker api={staffApi} periodId="p1" label="Teacher" placeholder="Choose a teacher" value={value} onChange={setValue} />;
}

/** The one teacher picker: searches on the server, 20 at a time, and says when more match (issue 22, §110). */
export const Teachers: StoryObj = { render: () => <PickerHost /> };
