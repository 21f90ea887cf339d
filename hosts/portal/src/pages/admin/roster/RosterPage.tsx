import { useSession } from '../../../session/SessionProvider';
import { onDemand } from '../../../shell/onDemand';

// The widget loads with the page (docs/decisions/0099-*.md).
const RosterExchange = onDemand(() => import('@school/widgets/roster-exchange').then((m) => m.RosterExchange));

/** /dashboard/admin/roster_exchange: the roster out and in as OneRoster 1.2 CSV. */
export function RosterPage() {
  const { api } = useSession();
  return <RosterExchange api={api} />;
}
