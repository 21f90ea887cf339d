import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading';

const meta = { title: 'UI/Layout/Heading', component: Heading, args: { children: 'Teachers' } } satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level2: Story = {};
export const Level1: Story = { args: { level: 1 } };
/** An h1 drawn at the size of an h2. */
export const Level1SmallSize: Story = { args: { level: 1, size: 2 } };

/** Every level (the Chromatic snapshot). */
export const Levels: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <>
      {([1, 2, 3, 4] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </>
  ),
};
