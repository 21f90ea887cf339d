import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeField } from './TimeField';

const meta = { title: 'UI/Forms/TimeField', component: TimeField, args: { label: 'Start time' } } satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: '08:30' }, parameters: { chromatic: { disableSnapshot: false } } };
export const WithError: Story = { args: { error: 'Start must be before end' } };
