import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk, loadCatalogue, type CreateOrderRequest } from '@school/api';
import { textsIn } from '../shared/intl';
import { renderWidget } from '../shared/test-utils';
import { SettingsDashboard } from './SettingsDashboard';
import { contentPermission, grants, listOf, order, people, rejectedOrder, schedulePermission } from './fixtures';
import { levelCanAct, levelText, statusText, stepperPosition } from './logic';

function fakeApi(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    permissions: {
      permissions: {
        mine: async () => fakeOk({ grants, stats: { active: 1, available: 3, pending: 1, rejected: 1 } }),
        list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }),
      },
      orders: {
        mine: async () => fakeOk(listOf([order(), rejectedOrder])),
        tasks: async () => fakeOk(listOf([order()])),
      },
      ...overrides,
    },
  } as never);
}

describe('SettingsDashboard', () => {
  it('shows the four figures and the permissions held with what they unlock and until when', async () => {
    renderWidget(<SettingsDashboard api={fakeApi()} userId={people.te1._id} onHome={() => {}} />);
    const active = await screen.findByText('Active permissions');
    await waitFor(() => expect(active.closest('dl')).toHaveTextContent('1'));
    expect(screen.getByText('Rejected requests').closest('dl')).toHaveTextContent('1');
    expect(await screen.findByRole('heading', { name: 'Manage content' })).toBeInTheDocument();
    expect(screen.getByText('Lets you: Manage news, gallery and staff messages of the public site')).toBeInTheDocument();
    expect(screen.getByText('Until December 31, 2026')).toBeInTheDocument();
  });

  it('Request New offers the chosen permission’s approvers and submits only when complete', async () => {
    const sent: CreateOrderRequest[] = [];
    const api = fakeApi({
      orders: {
        create: async (body: CreateOrderRequest) => {
          sent.push(body);
          return fakeOk({ message: 'Permission request sent successfully', order: order() }, 'Permission request sent successfully');
        },
        mine: async () => fakeOk(listOf([])),
        tasks: async () => fakeOk(listOf([])),
      },
    });
    const { user } = renderWidget(<SettingsDashboard api={api} userId={people.te1._id} />);
    await user.click(await screen.findByRole('tab', { name: 'Request New' }));
    // Manage content is held: only Manage schedule is offered.
    const permission = await screen.findByLabelText('Permission');
    expect(within(permission).queryByRole('option', { name: 'Manage content' })).toBeNull();
    expect(screen.getByLabelText('First approver')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.selectOptions(permission, 'Manage schedule');
    expect(
      within(screen.getByLabelText('Second approver'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an approver', 'Dawit Haile (AD-0002)', 'Sara Mekonnen (SA-0001)']);
    await user.selectOptions(screen.getByLabelText('First approver'), 'Almaz Bekele (AD-0001)');
    await user.selectOptions(screen.getByLabelText('Second approver'), 'Dawit Haile (AD-0002)');
    await user.selectOptions(screen.getByLabelText('Third approver'), 'Sara Mekonnen (SA-0001)');
    await user.type(screen.getByLabelText('Reason'), 'Exam week timetable');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Priority'), 'Urgent');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      permissionId: 'p-schedule',
      reason: 'Exam week timetable',
      priority: 'urgent',
      firstApprover: { approverId: 'u-ad1' },
      secondApprover: { approverId: 'u-ad2' },
      thirdApprover: { approverId: 'u-sa' },
      until: null,
    });
    expect(await screen.findByText('Permission request sent successfully')).toBeInTheDocument();
  });

  it('the request list shows the stepper at the first pending approver and reapplies a rejected request', async () => {
    const reapplied: string[] = [];
    const api = fakeApi({
      orders: {
        mine: async () => fakeOk(listOf([order(), rejectedOrder])),
        tasks: async () => fakeOk(listOf([])),
        reapply: async (id: string) => {
          reapplied.push(id);
          return fakeOk({ message: 'sent again', order: order() }, 'Permission request sent again successfully');
        },
      },
    });
    const { user } = renderWidget(<SettingsDashboard api={api} userId={people.te1._id} />);
    await user.click(await screen.findByRole('tab', { name: 'Permission Request List' }));
    const progress = await screen.findAllByRole('list', { name: 'Approval progress of Manage schedule' });
    expect(within(progress[0]).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(within(progress[1]).getAllByRole('listitem')[0]).toHaveTextContent('First approver (rejected)');
    const buttons = screen.getAllByRole('button', { name: 'Reapply' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]);
    await waitFor(() => expect(reapplied).toEqual(['o2']));
  });

  it('tasks: the approver reviews at their own level and sees the server’s refusal in the dialog', async () => {
    const decided: unknown[] = [];
    const api = fakeApi({
      orders: {
        mine: async () => fakeOk(listOf([])),
        tasks: async () =>
          fakeOk(listOf([order(), order({ _id: 'o3', firstApprover: { ...order().secondApprover, approverId: people.ad1 }, step: 0 })])),
        decide: async (body: unknown) => {
          decided.push(body);
          return fakeFail('The first approver has not approved this request yet');
        },
      },
    });
    const { user } = renderWidget(<SettingsDashboard api={api} userId={people.ad2._id} />);
    await user.click(await screen.findByRole('tab', { name: 'Permission Tasks' }));
    expect(await screen.findByText('Waiting for the first approver first.')).toBeInTheDocument();
    const review = screen.getAllByRole('button', { name: 'Review' });
    expect(review).toHaveLength(1);
    await user.click(review[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Review the request for Manage schedule' });
    await user.click(within(dialog).getByLabelText('Rejected'));
    await user.type(within(dialog).getByLabelText('Comment'), 'Not this term');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(await within(dialog).findByText('The first approver has not approved this request yet')).toBeInTheDocument();
    expect(decided).toEqual([{ id: 'o1', approvalLevel: 'second', status: 'rejected', comments: 'Not this term' }]);
  });

  // Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the figures, the grants and the request list in Amharic', async () => {
    const { user } = renderWidget(<SettingsDashboard api={fakeApi()} userId={people.te1._id} />, { language: 'am' });
    expect(await screen.findByRole('heading', { level: 2, name: 'ቅንብሮች' })).toBeInTheDocument();
    expect(screen.getByText('ንቁ ፈቃዶች')).toBeInTheDocument();
    expect(await screen.findByText('የሚያስችልዎ፦ Manage news, gallery and staff messages of the public site')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'የፈቃድ ጥያቄዎች ዝርዝር' }));
    const progress = await screen.findAllByRole('list', { name: 'የManage schedule የማጽደቅ ሂደት' });
    expect(within(progress[1]).getAllByRole('listitem')[0]).toHaveTextContent('የመጀመሪያ አጽዳቂ');
    expect(screen.getByRole('searchbox', { name: 'ጥያቄዎችን ይፈልጉ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'እንደገና አመልክት' })).toBeInTheDocument();
  });
});

describe('settings logic', () => {
  it('puts the stepper at the first level not approved, 3 when complete', () => {
    expect(stepperPosition(order())).toBe(1);
    const approved = { ...order().firstApprover, status: 'approved' as const };
    expect(stepperPosition({ firstApprover: approved, secondApprover: approved, thirdApprover: approved })).toBe(3);
  });
  it('lets a level act only after the earlier ones approved, on a pending request', () => {
    expect(levelCanAct(order(), 'second')).toEqual({ ok: true });
    expect(levelCanAct(order(), 'third')).toEqual({ ok: false, waitingFor: 'second' });
    expect(levelCanAct(order(), 'first')).toEqual({ ok: false, waitingFor: null });
    expect(levelCanAct(rejectedOrder, 'first')).toEqual({ ok: false, waitingFor: null });
  });
  it('names levels and statuses in the language it is given (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(levelText(am, 'second')).toBe('ሁለተኛ');
    expect(statusText(am, 'approved')).toBe('ጸድቋል');
    expect(statusText(textsIn('en'), 'approved')).toBe('Approved');
  });
});
