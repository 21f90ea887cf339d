import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@school/ui';
import { CardList } from './CardList';
import { FactList } from './FactList';
import { QueryError } from './QueryFallback';

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
