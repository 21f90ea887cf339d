import { useNavigate, useParams } from 'react-router-dom';
import { GalleryAdminDetail, NewsAdminDetail, StaffMessageAdminDetail } from '@school/widgets/content-admin';
import { useSession } from '../../../session/SessionProvider';
import { contentAdminPaths } from './paths';

/** /dashboard/admin/news/:id; back (and after a delete) to the news and gallery list. */
export function NewsDetailPage() {
  const { api } = useSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return <NewsAdminDetail api={api} id={id} onBack={() => navigate(contentAdminPaths.newsAndGallery)} />;
}

/** /dashboard/admin/image_gallery/:id */
export function GalleryDetailPage() {
  const { api } = useSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return <GalleryAdminDetail api={api} id={id} onBack={() => navigate(contentAdminPaths.newsAndGallery)} />;
}

/** /dashboard/admin/staff-message/:id */
export function StaffMessageDetailPage() {
  const { api } = useSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return <StaffMessageAdminDetail api={api} id={id} onBack={() => navigate(contentAdminPaths.staffMessages)} />;
}
