import { GalleryDetail, GalleryGrid } from '@school/widgets/gallery';
import { readPageSize } from '../shell/attributes';
import { defineWidget } from '../shell/defineWidget';
import { EmbedShell, type EmbedElementProps } from '../shell/EmbedShell';
import { InPlaceView } from '../shell/InPlaceView';
import { useInPlaceDetail } from '../shell/useInPlaceDetail';

export interface GalleryElementProps extends EmbedElementProps {
  /** `page-size`: photos per page (1 to 50). @default the widget's (10) */
  pageSize?: number;
}

/** `<school-gallery>`: the shown photos as a masonry grid; an opened photo shows in place with Back. Emits `school-gallery:open`. */
export function GalleryElement({ container, apiBase, lang, pageSize }: GalleryElementProps) {
  const view = useInPlaceDetail(container, 'school-gallery:open');
  return (
    <EmbedShell container={container} apiBase={apiBase} lang={lang}>
      {(api) => (
        <InPlaceView
          list={<GalleryGrid api={api} pageSize={readPageSize(pageSize)} onOpen={view.open} />}
          detail={view.openId ? <GalleryDetail api={api} id={view.openId} onBack={view.back} /> : null}
        />
      )}
    </EmbedShell>
  );
}

defineWidget('school-gallery', GalleryElement, { pageSize: 'number' });
