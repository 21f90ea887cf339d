import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Teachers',
    description: 'Teachers of the 2026/27 school year',
    actions: (
      <>
        <Button variant="secondary">Import</Button>
        <Button>Add teacher</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };
/** On a 390 px phone the actions wrap under the title (the Chromatic snapshot). */
export const Phone: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  decorators: [(S) => <div style={{ width: 358 }}>{S()}</div>],
};
