import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#93c5fd"/><circle cx="40" cy="32" r="14" fill="#1e3a8a"/><rect x="18" y="52" width="44" height="28" rx="14" fill="#1e3a8a"/></svg>',
  );

const meta = { title: 'UI/Data/Avatar', component: Avatar, args: { name: 'Amina Haddad' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithPhoto: Story = { args: { src: photo } };
export const BrokenPhotoFallsBack: Story = { args: { src: '/does-not-exist.png' } };
export const Sizes: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar name="Omar Saleh" size={24} />
      <Avatar name="Lina" size={40} />
      <Avatar name="Youssef Karam" size={64} src={photo} />
    </div>
  ),
};
