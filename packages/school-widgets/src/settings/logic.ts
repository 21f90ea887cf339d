import type { Order, Permission } from '@school/api';
import type { Texts } from '../shared/intl';

// Pure rules of the settings screen: the stepper, who may act on a request, a complete draft.

export const LEVELS = ['first', 'second', 'third'] as const;
export type Level = (typeof LEVELS)[number];
const STEP_KEYS = { first: 'firstApprover', second: 'secondApprover', third: 'thirdApprover' } as const;

export const stepOfLevel = (order: Order, level: Level) => order[STEP_KEYS[level]];
export const levelText = ({ messages }: Texts, level: Level) =>
  ({ first: messages.levelFirst, second: messages.levelSecond, third: messages.levelThird })[level];

/** The stepper position of spec 002 §4: the first level not approved (0, 1, 2), 3 when complete. */
export function stepperPosition(order: Pick<Order, 'firstApprover' | 'secondApprover' | 'thirdApprover'>): number {
  const open = [order.firstApprover, order.secondApprover, order.thirdApprover].findIndex((s) => s.status !== 'approved');
  return open === -1 ? 3 : open;
}

/** The levels at which `userId` approves this request. */
export const myLevels = (order: Order, userId: string): Level[] => LEVELS.filter((l) => stepOfLevel(order, l).approverId._id === userId);

/**
 * May `level` act now? Only on a pending request, once every earlier level approved, and while
 * its own step is not approved yet. Otherwise says which level it waits for (or none).
 */
export function levelCanAct(order: Order, level: Level): { ok: true } | { ok: false; waitingFor: Level | null } {
  if (order.status !== 'pending') return { ok: false, waitingFor: null };
  const index = LEVELS.indexOf(level);
  const earlier = LEVELS.slice(0, index).find((l) => stepOfLevel(order, l).status !== 'approved');
  if (earlier) return { ok: false, waitingFor: earlier };
  if (stepOfLevel(order, level).status === 'approved') return { ok: false, waitingFor: null };
  return { ok: true };
}

export interface RequestDraft {
  permissionId: string;
  first: string;
  second: string;
  third: string;
  reason: string;
  priority: '' | 'normal' | 'high' | 'urgent';
  until: string;
}
export const emptyDraft: RequestDraft = { permissionId: '', first: '', second: '', third: '', reason: '', priority: '', until: '' };

/** Submit shows only with a permission, all three approvers, a reason and a priority (spec 002 §5). */
export const draftComplete = (d: RequestDraft) => !!(d.permissionId && d.first && d.second && d.third && d.reason.trim() && d.priority);

/** The approver choices of each level, from the chosen permission's lists (without the requester). */
export function approverChoices(permission: Permission | undefined, requesterId: string) {
  const of = (list: Permission['first_approver']) =>
    list.filter((a) => a._id !== requesterId).map((a) => ({ value: a._id, label: `${a.fullName} (${a.ID})` }));
  return {
    first: of(permission?.first_approver ?? []),
    second: of(permission?.second_approver ?? []),
    third: of(permission?.third_approver ?? []),
  };
}

export const statusText = ({ messages }: Texts, s: Order['status']) =>
  ({ pending: messages.statusPending, approved: messages.statusApproved, rejected: messages.statusRejected })[s];
export const statusTone = (s: Order['status']) => (({ pending: 'warning', approved: 'success', rejected: 'danger' }) as const)[s];
