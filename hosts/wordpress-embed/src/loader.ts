// school-widgets.js: the only file a page includes (<script type="module" src=".../school-widgets.js">).
// It holds no React: each element's code, and the React + styled-components chunk they share, is
// fetched only when such an element is on the page. Chunk URLs resolve against this file's URL
// (ES dynamic imports are relative to import.meta.url), so the folder can live anywhere.
import { watchForWidgets, type WidgetChunk } from './watchForWidgets';

/** Every element this bundle defines, and the chunk that defines it. */
export const widgetChunks: Record<string, WidgetChunk> = {
  'school-news': () => import('./elements/news'),
  'school-gallery': () => import('./elements/gallery'),
  'school-apply': () => import('./elements/apply'),
  'school-staff-messages': () => import('./elements/staff-messages'),
  'school-testimonials': () => import('./elements/testimonials'),
  'school-feedback': () => import('./elements/feedback'),
};

// Safe to include twice (two plugins, a theme and a plugin): the first loader does the work.
const started = Symbol.for('school-widgets.loader');
const scope = globalThis as typeof globalThis & { [started]?: true };
if (!scope[started]) {
  scope[started] = true;
  watchForWidgets(widgetChunks);
}
