/** The admin content routes (spec 000 §2), kept exactly as the existing links spell them. */
export const contentAdminPaths = {
  newsAndGallery: '/dashboard/admin/news_and_gallery',
  news: (id: string) => `/dashboard/admin/news/${encodeURIComponent(id)}`,
  gallery: (id: string) => `/dashboard/admin/image_gallery/${encodeURIComponent(id)}`,
  feedback: '/dashboard/admin/feedback',
  staffMessages: '/dashboard/admin/staff-message',
  staffMessage: (id: string) => `/dashboard/admin/staff-message/${encodeURIComponent(id)}`,
} as const;
