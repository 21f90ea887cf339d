import { Route } from 'react-router-dom';
import { AuditTrailPage, ChildTrailPage } from '../pages/privacy';
import { RequireRole } from '../session/guards';

// Routes of the audit trail (inside DashboardLayout, issue 39).
export const privacyRoutes = (
  <>
    <Route
      path="admin/audit_trail"
      element={
        <RequireRole roles={['super admin']}>
          <AuditTrailPage />
        </RequireRole>
      }
    />
    <Route
      path="admin/audit_trail/:student"
      element={
        <RequireRole roles={['super admin']}>
          <AuditTrailPage />
        </RequireRole>
      }
    />
    <Route
      path="parent/:id/records_trail"
      element={
        <RequireRole roles={['Family']} ownParam="id">
          <ChildTrailPage />
        </RequireRole>
      }
    />
  </>
);
