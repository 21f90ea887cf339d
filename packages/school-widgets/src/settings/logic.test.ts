import { describe, expect, it } from 'vitest';
import type { Order, Permission } from '@school/api';
import { approverChoices, draftComplete, emptyDraft, levelCanAct, myLevels, stepperPosition } from './logic';

// ─── The approval stepper and who may act on a permission request (spec 002 §4, §5) ──────────

type Status = 'pending' | 'approved' | 'rejected';
const step = (approver: string, status: Status) => ({ approverId: { _id: approver }, status });
const order = (status: Status, first: Status, second: Status, third: Status, approvers = ['a1', 'a2', 'a3']) =>
  ({
    status,
    firstApprover: step(approvers[0], first),
    secondApprover: step(approvers[1], second),
    thirdApprover: step(approvers[2], third),
  }) as unknown as Order;

describe('the approval stepper', () => {
  it('stands on the first level not yet approved, and at 3 when all three approved', () => {
    expect(stepperPosition(order('pending', 'pending', 'pending', 'pending'))).toBe(0);
    expect(stepperPosition(order('pending', 'approved', 'pending', 'pending'))).toBe(1);
    expect(stepperPosition(order('pending', 'approved', 'approved', 'pending'))).toBe(2);
    expect(stepperPosition(order('approved', 'approved', 'approved', 'approved'))).toBe(3);
    expect(stepperPosition(order('rejected', 'approved', 'rejected', 'pending'))).toBe(1);
  });

  it('lets a level act only on a pending request, after every earlier level, before its own approval', () => {
    expect(levelCanAct(order('pending', 'pending', 'pending', 'pending'), 'first')).toEqual({ ok: true });
    expect(levelCanAct(order('pending', 'pending', 'pending', 'pending'), 'third')).toEqual({ ok: false, waitingFor: 'first' });
    expect(levelCanAct(order('pending', 'approved', 'pending', 'pending'), 'third')).toEqual({ ok: false, waitingFor: 'second' });
    expect(levelCanAct(order('pending', 'approved', 'pending', 'pending'), 'first')).toEqual({ ok: false, waitingFor: null });
    expect(levelCanAct(order('rejected', 'rejected', 'pending', 'pending'), 'second')).toEqual({ ok: false, waitingFor: null });
  });

  it('finds the levels a person approves at, one person possibly at several', () => {
    expect(myLevels(order('pending', 'pending', 'pending', 'pending', ['a1', 'a2', 'a1']), 'a1')).toEqual(['first', 'third']);
    expect(myLevels(order('pending', 'pending', 'pending', 'pending'), 'someone')).toEqual([]);
  });
});

describe('a new request', () => {
  it('is complete with a permission, three approvers, a reason that is not blank and a priority', () => {
    const full = {
      ...emptyDraft,
      permissionId: 'p',
      first: 'a1',
      second: 'a2',
      third: 'a3',
      reason: 'Timetable week',
      priority: 'high' as const,
    };
    expect(draftComplete(full)).toBe(true);
    expect(draftComplete({ ...full, reason: '   ' })).toBe(false);
    expect(draftComplete({ ...full, priority: '' })).toBe(false);
    expect(draftComplete({ ...full, third: '' })).toBe(false);
    expect(draftComplete(emptyDraft)).toBe(false);
  });

  it('offers each level its approvers without the requester', () => {
    const person = (id: string) => ({ _id: id, fullName: `Name ${id}`, ID: id.toUpperCase() });
    const permission = {
      first_approver: [person('me'), person('a1')],
      second_approver: [person('a2')],
      third_approver: [],
    } as unknown as Permission;
    expect(approverChoices(permission, 'me')).toEqual({
      first: [{ value: 'a1', label: 'Name a1 (A1)' }],
      second: [{ value: 'a2', label: 'Name a2 (A2)' }],
      third: [],
    });
    expect(approverChoices(undefined, 'me')).toEqual({ first: [], second: [], third: [] });
  });
});
