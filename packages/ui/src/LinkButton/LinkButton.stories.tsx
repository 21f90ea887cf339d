import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkButton } from './LinkButton';

const meta = { title: 'UI/LinkButton', component: LinkButton, args: { children: 'Almaz Kebede' } } satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
/** Inside a sentence (the Chromatic snapshot). */
export const InText: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <p>
      The list could not be loaded. <LinkButton {...args}>Try again</LinkButton> or come back later.
    </p>
  ),
};
