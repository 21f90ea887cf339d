import { useCallback, useState } from 'react';
import { emitFromHost } from './events';

/**
 * List and detail in one element, without a router: `open(id)` first tells the page
 * (`<eventName>` with `{ detail: { id } }`); unless a listener calls `preventDefault()`, the
 * element then shows the item in place until `back()`.
 */
export function useInPlaceDetail(container: ShadowRoot | undefined, eventName: string) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useCallback(
    (id: string) => {
      if (emitFromHost(container, eventName, { id })) setOpenId(id);
    },
    [container, eventName],
  );
  const back = useCallback(() => setOpenId(null), []);
  return { openId, open, back };
}
