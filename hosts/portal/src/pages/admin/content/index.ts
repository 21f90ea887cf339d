export { NewsAndGalleryPage } from './NewsAndGalleryPage';
export { FeedbackPage, StaffMessagesPage } from './ContentListPages';
export { GalleryDetailPage, NewsDetailPage, StaffMessageDetailPage } from './ContentDetailPages';
export { contentAdminPaths } from './paths';
