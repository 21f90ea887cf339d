import { onDemand } from '../../shell/onDemand';

export const NewsPage = onDemand(() => import('./NewsPages').then((m) => m.NewsPage));
export const NewsDetailPage = onDemand(() => import('./NewsPages').then((m) => m.NewsDetailPage));
export const GalleryPage = onDemand(() => import('./GalleryPages').then((m) => m.GalleryPage));
export const GalleryDetailPage = onDemand(() => import('./GalleryPages').then((m) => m.GalleryDetailPage));
export const ContactPage = onDemand(() => import('./ContactPage').then((m) => m.ContactPage));
export const CoursesPage = onDemand(() => import('./CoursesPage').then((m) => m.CoursesPage));
export const ApplicationPage = onDemand(() => import('./ApplicationPage').then((m) => m.ApplicationPage));
