import type { ApiClient } from '@school/api';
import { Button } from '@school/ui';
import { useMessages } from '../shared/intl';
import { useApiMutation } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { OrderList } from './OrderList';

/** Permission Request List: the person's own requests with the stepper; a rejected one can be sent again. */
export function PermissionRequestList({ api }: { api: ApiClient }) {
  const messages = useMessages();
  const reapply = useApiMutation((orderId: string) => api.permissions.orders.reapply(orderId), {
    invalidates: [queryKeys.permissions.all],
  });
  return (
    <OrderList
      queryKey={queryKeys.permissions.orders.mine}
      load={(q) => api.permissions.orders.mine(q)}
      label={messages.tabRequestList}
      empty={messages.noRequests}
      actions={(order) =>
        order.status === 'rejected' ? (
          <Button variant="secondary" busy={reapply.isPending} onClick={() => void reapply.run(order._id)}>
            {reapply.isPending ? messages.reapplying : messages.reapply}
          </Button>
        ) : null
      }
    />
  );
}
