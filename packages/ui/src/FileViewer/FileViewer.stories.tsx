import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileViewer } from './FileViewer';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAFklEQVR4nGPgM3mDFTGMSlBVAsYMIgAqnyS9N+ruBAAAAABJRU5ErkJggg==';
const fakeFetch =
  (status: number, statusText = '') =>
  async () =>
    status === 200 ? fetch(PNG) : new Response('', { status, statusText });

const meta = {
  title: 'UI/Data display/FileViewer',
  component: FileViewer,
  args: { url: '/files/birth-certificate.png', fileName: 'birth-certificate.png', fetchFile: fakeFetch(200) },
} satisfies Meta<typeof FileViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const Unsupported: Story = { args: { fileName: 'cv.docx' } };
export const NotFound: Story = { args: { fetchFile: fakeFetch(404, 'Not Found') } };
export const NetworkError: Story = { args: { fetchFile: async () => Promise.reject(new TypeError('Failed to fetch')) } };
