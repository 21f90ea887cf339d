import { lazy, Suspense, type ComponentType } from 'react';
import { publicMessages as messages } from '@school/api';
import { LoadingState } from '@school/ui';

/** A page that loads on first visit (its widgets with it), with the loading text meanwhile. */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function OnDemandPage(props: P) {
    return (
      <Suspense fallback={<LoadingState label={messages.loading} />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const NewsPage = onDemand(() => import('./NewsPages').then((m) => m.NewsPage));
export const NewsDetailPage = onDemand(() => import('./NewsPages').then((m) => m.NewsDetailPage));
export const GalleryPage = onDemand(() => import('./GalleryPages').then((m) => m.GalleryPage));
export const GalleryDetailPage = onDemand(() => import('./GalleryPages').then((m) => m.GalleryDetailPage));
export const ContactPage = onDemand(() => import('./ContactPage').then((m) => m.ContactPage));
export const CoursesPage = onDemand(() => import('./CoursesPage').then((m) => m.CoursesPage));
export const RegisterPage = onDemand(() => import('./RegisterPage').then((m) => m.RegisterPage));
