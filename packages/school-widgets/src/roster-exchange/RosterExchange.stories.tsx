import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk } from '@school/api';
import { check, imported, issues, okResult, periods } from './fixtures';
import { RosterExchange } from './RosterExchange';

const meta: Meta<typeof RosterExchange> = { title: 'Widgets/Roster exchange', component: RosterExchange };
export default meta;
type Story = StoryObj<typeof RosterExchange>;

const list = async () => fakeOk({ academicPeriods: periods, totalPages: 1, totalItems: periods.length });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A file that can be imported: the check's preview, then the new accounts. */
export const Importable: Story = {
  args: {
    api: createFakeApi({
      academics: { periods: { list } },
      roster: {
        exportZip: async () => fakeOk(new Blob(['zip'])),
        check: async (_file, _name, onProgress) => {
          onProgress?.(0.5);
          await wait(400);
          return okResult(check);
        },
        importZip: async () => {
          await wait(400);
          return okResult(imported, 201);
        },
      },
    }),
  },
};

/** A refused file: each problem with its file, line and column. */
export const Refused: Story = {
  args: {
    api: createFakeApi({
      academics: { periods: { list } },
      roster: { check: async () => ({ ok: false, status: 400, error: 'The file has 2 errors: nothing was imported', issues }) },
    }),
  },
};
