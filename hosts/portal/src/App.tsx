import { Navigate, Route, Routes } from 'react-router-dom';
import { landingPathFor } from '@school/api';
import { ChangePasswordPage } from './pages/ChangePasswordPage';
import { AdminHomePage, ProfileHomePage } from './pages/DashboardPages';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RequireRole } from './session/guards';
import { useSession } from './session/SessionProvider';
import { DashboardLayout } from './shell/DashboardLayout';
import { PublicLayout } from './shell/PublicLayout';
import { SessionExpiredOverlay } from './shell/SessionExpiredOverlay';

const ADMINS = ['admin', 'super admin'] as const;

/** At `/` a signed-in person goes to their dashboard; a visitor sees the home page. */
function Root() {
  const { session } = useSession();
  return session ? <Navigate to={landingPathFor(session.user)} replace /> : <HomePage />;
}

/** The portal's routes (spec 000 §2, 002 §2). Areas join here, and the navigation, once built. */
export function App() {
  return (
    <>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<Root />} />
          <Route path="/home" element={<HomePage />} />
        </Route>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route path="admin" element={<RequireRole roles={ADMINS}><AdminHomePage /></RequireRole>} />
          <Route path="admin/change-password" element={<RequireRole roles={ADMINS} allowTemporaryPassword><ChangePasswordPage /></RequireRole>} />
          <Route path="teacher/:id" element={<RequireRole roles={['teacher']} ownParam="id"><ProfileHomePage /></RequireRole>} />
          <Route path="teacher/changepassword/:id" element={<RequireRole roles={['teacher']} ownParam="id" allowTemporaryPassword><ChangePasswordPage /></RequireRole>} />
          <Route path="student/:id" element={<RequireRole roles={['student']} ownParam="id"><ProfileHomePage /></RequireRole>} />
          <Route path="student/changepassword/:id" element={<RequireRole roles={['student']} ownParam="id" allowTemporaryPassword><ChangePasswordPage /></RequireRole>} />
          <Route path="parent/:id" element={<RequireRole roles={['Family']} ownParam="id"><ProfileHomePage /></RequireRole>} />
          <Route path="parent/changepassword/:id" element={<RequireRole roles={['Family']} ownParam="id" allowTemporaryPassword><ChangePasswordPage /></RequireRole>} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <SessionExpiredOverlay />
    </>
  );
}
