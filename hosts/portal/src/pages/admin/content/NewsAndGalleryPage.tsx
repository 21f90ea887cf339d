import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from '@school/ui';
import { GalleryAdminList, NewsAdminList } from '@school/widgets/content-admin';
import { useSession } from '../../../session/SessionProvider';
import { contentAdminPaths } from './paths';

/** /dashboard/admin/news_and_gallery: the news list, and below it the galleries. */
export function NewsAndGalleryPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  return (
    <Stack>
      <NewsAdminList api={api} onOpen={(id) => navigate(contentAdminPaths.news(id))} />
      <GalleryAdminList api={api} onOpen={(id) => navigate(contentAdminPaths.gallery(id))} />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};
`;
