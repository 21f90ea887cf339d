import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type Order } from '@school/api';
import { Alert, Button, Dialog, DialogFooter, RadioGroup, tokens } from '@school/ui';
import { useApiMutation } from '../shared/query';
import { TextAreaField } from '../shared/TextAreaField';
import { fill } from '../shared/text';
import { levelCanAct, levelText, myLevels, type Level } from './logic';
import { OrderList } from './OrderList';

type Decision = 'approved' | 'pending' | 'rejected';

/**
 * Permission Tasks: requests the person approves at some level. Review opens the decision
 * (Approved, Pending or Rejected, and a comment) at their own level only, once the earlier
 * levels approved; the server enforces the same order.
 */
export function PermissionTasks({ api, userId }: { api: ApiClient; userId: string }) {
  const [reviewing, setReviewing] = useState<{ order: Order; level: Level } | null>(null);
  return (
    <>
      <OrderList
        queryKey={['permissions', 'orders', 'tasks']}
        load={(q) => api.permissions.orders.tasks(q)}
        empty={messages.noTasks}
        showRequester
        actions={(order) =>
          myLevels(order, userId).map((level) => {
            const can = levelCanAct(order, level);
            return (
              <Level key={level}>
                <span>{fill(messages.yourLevel, { level: levelText(level) })}</span>
                {can.ok ? (
                  <Button size="sm" onClick={() => setReviewing({ order, level })}>
                    {messages.reviewRequest}
                  </Button>
                ) : can.waitingFor ? (
                  <span>{fill(messages.waitingForEarlier, { level: levelText(can.waitingFor) })}</span>
                ) : null}
              </Level>
            );
          })
        }
      />
      {reviewing ? <DecisionDialog api={api} {...reviewing} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}

function DecisionDialog({ api, order, level, onClose }: { api: ApiClient; order: Order; level: Level; onClose: () => void }) {
  const [status, setStatus] = useState<Decision>('approved');
  const [comments, setComments] = useState('');
  const decide = useApiMutation(
    () => api.permissions.orders.decide({ id: order._id, approvalLevel: level, status, comments: comments.trim() }),
    { invalidates: [['permissions']], toastErrors: false, onSuccess: onClose },
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={fill(messages.reviewTitle, { name: order.permissionId.name })}
      description={fill(messages.yourLevel, { level: levelText(level) })}
    >
      <Body
        onSubmit={(e) => {
          e.preventDefault();
          void decide.run(undefined);
        }}
      >
        <RadioGroup
          label={messages.decisionLabel}
          value={status}
          onChange={({ value }) => setStatus(value as Decision)}
          options={[
            { value: 'approved', label: messages.statusApproved },
            { value: 'pending', label: messages.statusPending },
            { value: 'rejected', label: messages.statusRejected },
          ]}
        />
        <TextAreaField
          label={messages.decisionCommentLabel}
          value={comments}
          maxLength={1000}
          rows={3}
          onChange={(e) => setComments(e.target.value)}
        />
        {decide.error ? <Alert kind="error" message={decide.error} /> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancelAction}
          </Button>
          <Button type="submit" busy={decide.isPending}>
            {decide.isPending ? messages.approving : messages.saveDecision}
          </Button>
        </DialogFooter>
      </Body>
    </Dialog>
  );
}

const Level = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  font-size: ${tokens.font.sizeSm};
`;
const Body = styled.form`
  display: grid;
  gap: ${tokens.space.md};
`;
