import { useEffect, useRef, type ReactNode } from 'react';

export interface InPlaceViewProps {
  /** The list, kept mounted (and hidden) while an item is open, so Back returns to the same page and search. */
  list: ReactNode;
  /** The open item, or null. */
  detail: ReactNode | null;
}

/** Switches between a list and one item, moving keyboard focus to whichever appears. */
export function InPlaceView({ list, detail }: InPlaceViewProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const showing = detail ? 'detail' : 'list';
  const first = useRef(true);
  useEffect(() => {
    // Not on the first render: the page, not the widget, owns the initial focus.
    if (first.current) {
      first.current = false;
      return;
    }
    (showing === 'detail' ? detailRef : listRef).current?.focus();
  }, [showing]);
  return (
    <>
      <div ref={listRef} tabIndex={-1} hidden={showing === 'detail'} data-embed="list">
        {list}
      </div>
      {detail ? (
        <div ref={detailRef} tabIndex={-1} data-embed="detail">
          {detail}
        </div>
      ) : null}
    </>
  );
}
