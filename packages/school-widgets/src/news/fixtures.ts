import type { News } from '@school/api';

const day = 24 * 60 * 60 * 1000;
const t0 = new Date(2026, 2, 2, 9).getTime();

export const newsItems: News[] = [
  {
    _id: 'n1',
    title: 'Science fair winners',
    description: 'Grade 8 took the first three places at the zonal science fair.',
    content: '<p>Our <strong>grade 8</strong> students won the zonal science fair.</p><ul><li>Solar cooker</li><li>Water filter</li></ul>',
    photo: 'science-fair.jpg',
    Date: t0,
    show: true,
  },
  {
    _id: 'n2',
    title: 'Registration for 2026/27 is open',
    description: 'Families can now apply online for KG to grade 12.',
    content: '<p>Apply online with the <a href="/register">application form</a>.</p>',
    photo: null,
    Date: t0 - 3 * day,
    show: true,
  },
  {
    _id: 'n3',
    title: 'Sports day results',
    description: 'Red house wins the relay final.',
    content: '<p>Congratulations to every runner.</p>',
    photo: 'sports-day.jpg',
    Date: t0 - 10 * day,
    show: true,
  },
];

/** One page of `newsItems` as getnews answers it. */
export function newsPage(page: number, limit: number, searchTerm = '') {
  const matching = newsItems.filter((n) => n.title.toLowerCase().includes(searchTerm.toLowerCase()));
  return {
    news: matching.slice((page - 1) * limit, page * limit),
    totalPages: Math.ceil(matching.length / limit),
    totalItems: matching.length,
  };
}
