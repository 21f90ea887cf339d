import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { useBackToList } from '../listInUrl';
import { contentAdminPaths } from './paths';
import { onDemand } from '../../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const GalleryAdminDetail = onDemand(() => import('@school/widgets/content-admin').then((m) => m.GalleryAdminDetail));
const NewsAdminDetail = onDemand(() => import('@school/widgets/content-admin').then((m) => m.NewsAdminDetail));
const StaffMessageAdminDetail = onDemand(() => import('@school/widgets/content-admin').then((m) => m.StaffMessageAdminDetail));

/** /dashboard/admin/news/:id; back (and after a delete) to the news and gallery list as it was left. */
export function NewsDetailPage() {
  const { api } = useSession();
  const { id = '' } = useParams();
  const back = useBackToList(contentAdminPaths.newsAndGallery);
  return <NewsAdminDetail api={api} id={id} onBack={back} />;
}

/** /dashboard/admin/image_gallery/:id; back to the news and gallery list as it was left. */
export function GalleryDetailPage() {
  const { api } = useSession();
  const { id = '' } = useParams();
  const back = useBackToList(contentAdminPaths.newsAndGallery);
  return <GalleryAdminDetail api={api} id={id} onBack={back} />;
}

/** /dashboard/admin/staff-message/:id */
export function StaffMessageDetailPage() {
  const { api } = useSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return <StaffMessageAdminDetail api={api} id={id} onBack={() => navigate(contentAdminPaths.staffMessages)} />;
}
