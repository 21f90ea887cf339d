// The parts of the catalogue that the public pages and the embed read (decision 22: /home and the
// embed's elements do not load the whole catalogue). Same keys and texts as in `useMessages()`,
// filled by the light filler (light.ts, decision 250): FormatJS stays out of those chunks. Each in
// a module of its own, so a chunk loads only what it reads: the texts without dates
// (publicWords.ts), with them (publicTexts.ts), the forms' (formTexts.ts).
export { usePublicMessages, usePublicFill } from './publicWords';
export { usePublicTexts } from './publicTexts';
export { useFormMessages, useFormTexts } from './formTexts';
