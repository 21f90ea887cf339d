import { useNavigate, useParams } from 'react-router-dom';
import { GalleryDetail, GalleryGrid } from '@school/widgets/gallery';
import { useSession } from '../../session/SessionProvider';
import { PublicPage } from './PublicPage';
import { usePublicMessages } from '@school/widgets/i18n';

/** /Gallery: the photo grid, 10 per page. */
export function GalleryPage() {
  const messages = usePublicMessages();
  const { api } = useSession();
  const navigate = useNavigate();
  return (
    <PublicPage title={messages.gallery}>
      <GalleryGrid api={api} onOpen={(id) => navigate(`/Gallery/${encodeURIComponent(id)}`)} />
    </PublicPage>
  );
}

/** /Gallery/:id: one gallery. */
export function GalleryDetailPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <PublicPage>
      <GalleryDetail api={api} id={id} onBack={() => navigate('/Gallery')} />
    </PublicPage>
  );
}
