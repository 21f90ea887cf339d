import { messages, type ApiClient, type Gallery } from '@school/api';
import { ContentAdminTable, type ContentAdminListProps } from './ContentAdminTable';
import { galleryKind } from './kinds';
import { EXPORT_FILE, loadEveryPage } from './logic';

export type GalleryAdminListProps = ContentAdminListProps;

/** Every gallery item, on the landing page or not (getallgallery). */
const loadGallery = (api: ApiClient) =>
  loadEveryPage(
    (q) => api.content.gallery.listAll(q),
    (l) => l.gallery,
  );

/** Admin galleries: search, Add Gallery, CSV/Excel export (galleries.xlsx), refresh, 2 per page; a title opens the item. */
export function GalleryAdminList({ pageSize = 2, ...props }: GalleryAdminListProps) {
  return (
    <ContentAdminTable<Gallery>
      {...props}
      pageSize={pageSize}
      kind={galleryKind}
      title={messages.galleryAdminTitle}
      nameHeader={messages.titleLabel}
      load={loadGallery}
      pageSizes={PAGE_SIZES}
      xlsxFileName={EXPORT_FILE.gallery}
    />
  );
}

const PAGE_SIZES = [2, 5, 10] as const;
