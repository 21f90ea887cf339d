import { messages, type ApiClient } from '@school/api';
import { Button } from '@school/ui';
import { useApiMutation } from '../shared/query';
import { OrderList } from './OrderList';

/** Permission Request List: the person's own requests with the stepper; a rejected one can be sent again. */
export function PermissionRequestList({ api }: { api: ApiClient }) {
  const reapply = useApiMutation((orderId: string) => api.permissions.orders.reapply(orderId), { invalidates: [['permissions']] });
  return (
    <OrderList
      queryKey={['permissions', 'orders', 'mine']}
      load={(q) => api.permissions.orders.mine(q)}
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
