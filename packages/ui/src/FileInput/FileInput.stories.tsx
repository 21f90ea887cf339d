import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from './FileInput';

const meta = { title: 'UI/Forms/FileInput', component: FileInput, args: { label: 'Report card' } } satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { accept: ['.pdf'], hint: 'PDF, up to 5 MB' }, parameters: { chromatic: { disableSnapshot: false } } };
export const Multiple: Story = { args: { label: 'Photos', accept: ['image/png', 'image/jpeg'], multiple: true } };
export const WithError: Story = { args: { error: 'This file type is not allowed' } };
