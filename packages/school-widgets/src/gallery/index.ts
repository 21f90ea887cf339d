export { GalleryGrid, type GalleryGridProps } from './GalleryGrid';
export { GalleryDetail, type GalleryDetailProps } from './GalleryDetail';
