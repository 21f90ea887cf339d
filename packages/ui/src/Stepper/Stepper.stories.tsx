import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const steps = [
  { label: 'First approver', description: 'Almaz Bekele — approved' },
  { label: 'Second approver', description: 'Dawit Haile' },
  { label: 'Third approver', description: 'Sara Mekonnen' },
];

const meta = { title: 'UI/Navigation/Stepper', component: Stepper, args: { steps, active: 1, label: 'Approval progress' } } satisfies Meta<
  typeof Stepper
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {};
export const States: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Stepper steps={steps} active={0} label="Just sent" />
      <Stepper steps={steps} active={3} label="Complete" />
      <Stepper
        steps={[steps[0], { ...steps[1], state: 'error', description: 'Rejected: not this term' }, steps[2]]}
        active={1}
        label="Rejected"
      />
    </div>
  ),
};
