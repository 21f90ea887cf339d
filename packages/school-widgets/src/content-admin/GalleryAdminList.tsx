import type { Gallery } from '@school/api';
import { useMessages } from '../shared/intl';
import { ContentAdminTable, type ContentAdminListProps, type ServerContentList } from './ContentAdminTable';
import { galleryKind } from './kinds';
import { EXPORT_FILE, loadEveryPage } from './logic';

export type GalleryAdminListProps = ContentAdminListProps;

/** Every gallery item, on the landing page or not (getallgallery), a page at a time. */
const galleryList: ServerContentList<Gallery> = {
  load: async (api, q) => {
    const r = await api.content.gallery.listAll(q);
    return r.ok ? { ...r, data: { items: r.data.gallery, totalItems: r.data.totalItems } } : r;
  },
  loadAll: (api, filter) =>
    loadEveryPage(
      (q) => api.content.gallery.listAll({ ...filter, ...q }),
      (l) => l.gallery,
    ),
  sortBy: { name: 'title', date: 'date', status: 'show' },
};

/**
 * Admin galleries, searched, sorted and paged by the server: Add Gallery, CSV/Excel export of every
 * matching item (galleries.xlsx), refresh, 2 per page; a title opens the item.
 */
export function GalleryAdminList({ pageSize = 2, ...props }: GalleryAdminListProps) {
  const messages = useMessages();
  return (
    <ContentAdminTable<Gallery>
      {...props}
      pageSize={pageSize}
      kind={galleryKind}
      title={messages.galleryAdminTitle}
      nameHeader={messages.titleLabel}
      server={galleryList}
      pageSizes={PAGE_SIZES}
      xlsxFileName={EXPORT_FILE.gallery}
    />
  );
}

const PAGE_SIZES = [2, 5, 10] as const;
