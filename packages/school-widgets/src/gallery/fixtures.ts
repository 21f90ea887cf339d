import type { Gallery } from '@school/api';

const day = 24 * 60 * 60 * 1000;
const t0 = new Date(2026, 2, 2, 9).getTime();
const titles = [
  'Science fair',
  'Sports day',
  'Graduation 2025',
  'Library week',
  'KG music show',
  'Tree planting',
  'Chemistry lab',
  'Art exhibition',
  'Parents day',
  'Football final',
  'Reading club',
  'Field trip',
];

export const galleries: Gallery[] = titles.map((title, i) => ({
  _id: `g${i + 1}`,
  title,
  description: `${title} at Mizan Teferi Academy.`,
  photo: i === 3 ? null : `gallery-${i + 1}.jpg`,
  date: t0 - i * day,
  show: true,
}));

/** One page of `galleries` as getshowgallery answers it. */
export function galleryPage(page: number, limit: number, items: Gallery[] = galleries) {
  return { gallery: items.slice((page - 1) * limit, page * limit), totalPages: Math.ceil(items.length / limit), totalItems: items.length };
}
