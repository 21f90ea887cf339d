// The public site's reads: served from the in-process public cache (server/src/http/public-cache.ts).
/** @type {import('../run.mjs').ScenarioFile} */
export default {
  group: 'public reads',
  goal: { ofBare: 0.25, p99Ms: 50 },
  async requests({ get }) {
    // The real client asks like this (NewsList, GalleryGrid, StaffMessages, Testimonials).
    const news = await get('/api/getnews?show=true&page=1&limit=3');
    return [
      { name: 'GET /api/public-data', path: '/api/public-data' },
      { name: 'GET /api/getnews?show=true', path: '/api/getnews?show=true&page=1&limit=3' },
      { name: 'GET /api/getshowgallery', path: '/api/getshowgallery?page=1&limit=10' },
      { name: 'GET /api/getshowmessage', path: '/api/getshowmessage' },
      { name: 'GET /api/getshowfeedback/', path: '/api/getshowfeedback/' },
      // A browser revalidating what it has: If-None-Match answers 304 without a body.
      ...(news.etag
        ? [
            {
              name: 'GET /api/getnews (If-None-Match → 304)',
              path: '/api/getnews?show=true&page=1&limit=3',
              headers: { 'if-none-match': news.etag },
            },
          ]
        : []),
    ];
  },
};
