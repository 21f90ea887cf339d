import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Layout/Card',
  component: Card,
  args: { title: 'Upcoming exams', children: <p>Mathematics — Monday 9:00</p> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        See all
      </Button>
    ),
  },
};
export const Untitled: Story = { args: { title: undefined } };
