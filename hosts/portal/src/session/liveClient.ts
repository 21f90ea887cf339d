// A dynamic entry: socket.io's client (about 10 KB of the dashboards' first chunk) loads when the
// live connection opens, after the page has shown itself (LiveProvider, decision 119).
export { createLiveClient } from '@school/api';
