import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollBox, ScrollTable } from './ScrollBox';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const table = (
  <table style={{ minWidth: 640, borderCollapse: 'collapse' }}>
    <thead>
      <tr>
        {days.map((d) => (
          <th key={d} scope="col" style={{ padding: 8, textAlign: 'start' }}>
            {d}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      <tr>
        {days.map((d) => (
          <td key={d} style={{ padding: 8 }}>
            Mathematics
          </td>
        ))}
      </tr>
    </tbody>
  </table>
);

const meta = {
  title: 'UI/Layout/ScrollBox',
  component: ScrollBox,
  args: { label: 'Week schedule', children: table },
  decorators: [(S) => <div style={{ width: 358 }}>{S()}</div>],
} satisfies Meta<typeof ScrollBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table wider than a phone scrolls in its box; Tab reaches the box and the arrows scroll it. */
export const OnAPhone: Story = {};

/** The same as a drop-in table. */
export const Table: Story = {
  render: () => (
    <ScrollTable label="Grades" style={{ minWidth: 640 }}>
      <tbody>
        <tr>
          {days.map((d) => (
            <td key={d}>{d}: 92</td>
          ))}
        </tr>
      </tbody>
    </ScrollTable>
  ),
};
