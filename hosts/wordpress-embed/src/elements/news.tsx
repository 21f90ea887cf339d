import { NewsDetail, NewsList } from '@school/widgets/news';
import { readPageSize } from '../shell/attributes';
import { defineWidget } from '../shell/defineWidget';
import { EmbedShell, type EmbedElementProps } from '../shell/EmbedShell';
import { InPlaceView } from '../shell/InPlaceView';
import { useInPlaceDetail } from '../shell/useInPlaceDetail';

export interface NewsElementProps extends EmbedElementProps {
  /** `page-size`: news items per page (1 to 50). @default the widget's (1) */
  pageSize?: number;
}

/** `<school-news>`: the live news with search and paging; an opened item shows in place with Back. Emits `school-news:open`. */
export function NewsElement({ container, apiBase, lang, pageSize }: NewsElementProps) {
  const view = useInPlaceDetail(container, 'school-news:open');
  return (
    <EmbedShell container={container} apiBase={apiBase} lang={lang}>
      {(api) => (
        <InPlaceView
          list={<NewsList api={api} pageSize={readPageSize(pageSize)} onOpen={view.open} />}
          detail={view.openId ? <NewsDetail api={api} id={view.openId} onBack={view.back} /> : null}
        />
      )}
    </EmbedShell>
  );
}

defineWidget('school-news', NewsElement, { pageSize: 'number' });
