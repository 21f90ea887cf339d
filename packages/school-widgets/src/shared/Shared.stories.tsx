import type { Meta, StoryObj } from '@storybook/react-vite';
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
