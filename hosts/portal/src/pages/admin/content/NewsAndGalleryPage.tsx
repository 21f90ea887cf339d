import styled from 'styled-components';
import { tokens } from '@school/ui';
import { useSession } from '../../../session/SessionProvider';
import { useOpenFromList, useTableStateInUrl } from '../listInUrl';
import { contentAdminPaths } from './paths';
import { onDemand } from '../../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const GalleryAdminList = onDemand(() => import('@school/widgets/content-admin').then((m) => m.GalleryAdminList));
const NewsAdminList = onDemand(() => import('@school/widgets/content-admin').then((m) => m.NewsAdminList));

/**
 * /dashboard/admin/news_and_gallery: the news list, and below it the galleries. Each list's search,
 * page, size and sort are in the URL (news_q, news_page, …; gallery_q, …), so Back from an item
 * returns to the same pages.
 */
export function NewsAndGalleryPage() {
  const { api } = useSession();
  const open = useOpenFromList();
  const [newsState, setNewsState] = useTableStateInUrl({ prefix: 'news', pageSize: 5 });
  const [galleryState, setGalleryState] = useTableStateInUrl({ prefix: 'gallery', pageSize: 2 });
  return (
    <Stack>
      <NewsAdminList api={api} listState={newsState} onListStateChange={setNewsState} onOpen={(id) => open(contentAdminPaths.news(id))} />
      <GalleryAdminList
        api={api}
        listState={galleryState}
        onListStateChange={setGalleryState}
        onOpen={(id) => open(contentAdminPaths.gallery(id))}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};
`;
