import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Order } from '@school/api';
import { Card, Chip, Stepper, tokens, type StepItem } from '@school/ui';
import { useTexts } from '../shared/intl';
import { LEVELS, statusText, statusTone, stepOfLevel, stepperPosition } from './logic';

/** One permission request: who asked for what and why, its status, and the three approvers as a stepper. */
export function OrderCard({ order, showRequester = false, actions }: { order: Order; showRequester?: boolean; actions?: ReactNode }) {
  const t = useTexts();
  const { messages, fill } = t;
  const levelLabel = { first: messages.firstApproverLabel, second: messages.secondApproverLabel, third: messages.thirdApproverLabel };
  const stateText = {
    complete: messages.stepStateComplete,
    current: messages.stepStateCurrent,
    upcoming: messages.stepStateUpcoming,
    error: messages.stepStateError,
  };
  const steps: StepItem[] = LEVELS.map((level) => {
    const step = stepOfLevel(order, level);
    const who = `${step.approverId.fullName} (${step.approverId.ID})`;
    return {
      label: levelLabel[level],
      description: step.comments ? `${who} — ${step.comments}` : who,
      state: step.status === 'rejected' ? 'error' : undefined,
    };
  });
  return (
    <Card title={order.permissionId.name} actions={<Chip tone={statusTone(order.status)} label={statusText(t, order.status)} />}>
      <Meta>
        {showRequester ? (
          <span>{fill(messages.requestedBy, { name: `${order.requesterId.fullName} (${order.requesterId.ID})` })}</span>
        ) : null}
        <span>{fill(messages.requestedOn, { date: t.format.formatDateTime(order.createdAt) })}</span>
        <span>
          {messages.priorityLabel}:{' '}
          {{ normal: messages.priorityNormal, high: messages.priorityHigh, urgent: messages.priorityUrgent }[order.priority]}
        </span>
      </Meta>
      <Reason>{order.reason}</Reason>
      <Stepper
        steps={steps}
        active={stepperPosition(order)}
        label={fill(messages.approvalProgress, { name: order.permissionId.name })}
        stateText={stateText}
      />
      {actions ? <Actions>{actions}</Actions> : null}
    </Card>
  );
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
const Reason = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  align-items: center;
`;
