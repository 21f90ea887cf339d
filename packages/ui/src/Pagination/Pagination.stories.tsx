import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={({ page: p }) => {
          setPage(p);
          args.onPageChange({ page: p });
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = { args: { page: 6 }, parameters: { chromatic: { disableSnapshot: false } } };
export const Few: Story = { args: { pageCount: 3 } };
export const SinglePageForced: Story = { args: { pageCount: 1, alwaysShow: true } };
