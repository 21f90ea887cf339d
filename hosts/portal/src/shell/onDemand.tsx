import { Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '@school/ui';
import { usePublicMessages } from '@school/widgets/i18n';
import { remembered, warmLazy, type Remembered } from './warmLazy';

/**
 * A component whose code loads the first time it renders, with the loading text meanwhile (or
 * `fallback`). The pages wrap each widget in one, so a page loads its own widget's chunk and no
 * other role's (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md). Several components of one widget share its chunk: it is
 * fetched once. With a remembered loader whose code is already here (a landing's widget,
 * routes/preload.ts), the first render shows the widget itself (decision 135).
 */
export function onDemand<P extends object>(
  load: (() => Promise<ComponentType<P>>) | Remembered<ComponentType<P>>,
  fallback?: ReactNode,
): ComponentType<P> {
  const Loaded = warmLazy(remembered(load));
  function OnDemand(props: P) {
    const messages = usePublicMessages();
    return (
      <Suspense fallback={fallback === undefined ? <LoadingState label={messages.loading} /> : fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
