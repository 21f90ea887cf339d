import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Order } from '@school/api';
import { z } from 'zod';
import { Alert, Button, Dialog, DialogFooter, Form, FormSubmitButton, RadioGroup, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { useApiMutation } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';
import { levelCanAct, levelText, myLevels, type Level } from './logic';
import { OrderList } from './OrderList';

const decisionSchema = z.object({ status: z.enum(['approved', 'pending', 'rejected']), comments: z.string() });
type DecisionValues = z.infer<typeof decisionSchema>;

/**
 * Permission Tasks: requests the person approves at some level. Review opens the decision
 * (Approved, Pending or Rejected, and a comment) at their own level only, once the earlier
 * levels approved; the server enforces the same order.
 */
export function PermissionTasks({ api, userId }: { api: ApiClient; userId: string }) {
  const t = useTexts();
  const { messages, fill } = t;
  const [reviewing, setReviewing] = useState<{ order: Order; level: Level } | null>(null);
  return (
    <>
      <OrderList
        queryKey={queryKeys.permissions.orders.tasks}
        load={(q) => api.permissions.orders.tasks(q)}
        label={messages.tabTasks}
        empty={messages.noTasks}
        showRequester
        actions={(order) =>
          myLevels(order, userId).map((level) => {
            const can = levelCanAct(order, level);
            return (
              <Level key={level}>
                <span>{fill(messages.yourLevel, { level: levelText(t, level) })}</span>
                {can.ok ? (
                  <Button size="sm" onClick={() => setReviewing({ order, level })}>
                    {messages.reviewRequest}
                  </Button>
                ) : can.waitingFor ? (
                  <span>{fill(messages.waitingForEarlier, { level: levelText(t, can.waitingFor) })}</span>
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
  const t = useTexts();
  const { messages, fill } = t;
  const form = useTextsForm(decisionSchema, { defaultValues: { status: 'approved', comments: '' } });
  const status = form.watch('status');
  const decide = useApiMutation(
    (d: DecisionValues) =>
      api.permissions.orders.decide({ id: order._id, approvalLevel: level, status: d.status, comments: d.comments.trim() }),
    { invalidates: [queryKeys.permissions.all], toastErrors: false, onSuccess: onClose },
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={fill(messages.reviewTitle, { name: order.permissionId.name })}
      description={fill(messages.yourLevel, { level: levelText(t, level) })}
    >
      <Form form={form} onSubmit={async (values) => void (await decide.run(values))}>
        <RadioGroup
          label={messages.decisionLabel}
          value={status}
          onChange={({ value }) => form.setValue('status', value as DecisionValues['status'])}
          options={[
            { value: 'approved', label: messages.statusApproved },
            { value: 'pending', label: messages.statusPending },
            { value: 'rejected', label: messages.statusRejected },
          ]}
        />
        <FormTextAreaField name="comments" label={messages.decisionCommentLabel} maxLength={1000} rows={3} />
        {decide.error ? <Alert kind="error" message={decide.error} /> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancelAction}
          </Button>
          <FormSubmitButton busyLabel={messages.approving}>{messages.saveDecision}</FormSubmitButton>
        </DialogFooter>
      </Form>
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
