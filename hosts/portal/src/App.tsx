import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { landingPathFor } from '@school/api';
import { LoadingState } from '@school/ui';
import { usePublicMessages } from '@school/widgets/i18n';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import {
  ContactPage,
  CoursesPage,
  GalleryDetailPage,
  GalleryPage,
  NewsDetailPage,
  NewsPage,
  ApplicationPage,
} from './pages/public/lazyPages';
import { useSession } from './session/SessionProvider';
import { PublicLayout } from './shell/PublicLayout';
import { SessionExpiredOverlay } from './shell/SessionExpiredOverlay';
import { warmLazy } from './shell/warmLazy';
import { loadDashboardRoutes } from './routes/preload';

const DashboardRoutes = warmLazy(loadDashboardRoutes);

/** At `/` a signed-in person goes to their dashboard; a visitor sees the home page. */
function Root() {
  const { session } = useSession();
  return session ? <Navigate to={landingPathFor(session.user)} replace /> : <HomePage />;
}

/** The dashboards' chunk on its way, said in the reader's language. */
function DashboardLoading() {
  const messages = usePublicMessages();
  return <LoadingState label={messages.loading} />;
}

/**
 * The portal's routes (spec 000 §2, 002 §2). Areas join here, and the navigation, once built.
 * No hook here: the e2e sweeps read the route table by calling it (e2e/routes.ts).
 */
export function App() {
  return (
    <>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<Root />} />
          <Route path="/home" element={<HomePage />} />
          <Route path="/news" element={<NewsPage />} />
          <Route path="/news/:id" element={<NewsDetailPage />} />
          <Route path="/Gallery" element={<GalleryPage />} />
          <Route path="/Gallery/:id" element={<GalleryDetailPage />} />
          <Route path="/contactus" element={<ContactPage />} />
          <Route path="/courses/KG" element={<CoursesPage level="KG" />} />
          <Route path="/courses/elementery" element={<CoursesPage level="elementary" />} />
          <Route path="/courses/highschool" element={<CoursesPage level="highschool" />} />
          <Route path="/courses/preparatory" element={<CoursesPage level="preparatory" />} />
          <Route path="/register" element={<ApplicationPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="/dashboard/*"
          element={
            <Suspense fallback={<DashboardLoading />}>
              <DashboardRoutes />
            </Suspense>
          }
        />
      </Routes>
      <SessionExpiredOverlay />
    </>
  );
}
