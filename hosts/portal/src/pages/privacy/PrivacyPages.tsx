import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@school/ui';
import { useSession } from '../../session/SessionProvider';
import { onDemand } from '../../shell/onDemand';
import { privacyPaths } from './paths';
import { useMessages } from '@school/widgets/i18n';

// Thin pages (issue 39): the super admin's audit trail, a family's copy, and the calendar
// subscription composed on every role's settings page. Each widget loads with its page.
const AuditTrail = onDemand(() => import('@school/widgets/audit-trail').then((m) => m.AuditTrail));
const AuditStudentPicker = onDemand(() => import('@school/widgets/audit-trail').then((m) => m.AuditStudentPicker));
const ChildAuditTrail = onDemand(() => import('@school/widgets/audit-trail').then((m) => m.ChildAuditTrail));
const CalendarFeeds = onDemand(() => import('@school/widgets/calendar-feeds').then((m) => m.CalendarFeeds));

/** /dashboard/admin/audit_trail and /dashboard/admin/audit_trail/:student (super admin). */
export function AuditTrailPage() {
  const messages = useMessages();
  const { api } = useSession();
  const navigate = useNavigate();
  const { student } = useParams();
  return (
    <>
      <PageHeader title={messages.auditTrailTitle} />
      {student ? (
        <AuditTrail key={student} api={api} student={student} onChangeStudent={() => navigate(privacyPaths.auditTrail)} />
      ) : (
        <AuditStudentPicker api={api} onChoose={({ ID }) => navigate(privacyPaths.auditTrailOf(ID))} />
      )}
    </>
  );
}

/** /dashboard/parent/:id/records_trail (the Family account itself). */
export function ChildTrailPage() {
  const messages = useMessages();
  const { api } = useSession();
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title={messages.auditTrailChildNav} />
      <ChildAuditTrail api={api} parentId={id} />
    </>
  );
}

/** The calendar subscription on the settings page: teachers, students and families have a calendar; admins none. */
export function CalendarFeedsSection() {
  const { api, session } = useSession();
  const role = session?.user.type.name;
  if (role !== 'teacher' && role !== 'student' && role !== 'Family') return null;
  return <CalendarFeeds api={api} />;
}
