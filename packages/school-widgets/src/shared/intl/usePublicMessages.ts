// The parts of the catalogue that the public pages and the embed read (decision 22: /home and the
// embed's elements do not load the whole catalogue). Same keys and texts as in `useMessages()`,
// filled by the light filler (light.ts, decision 250): FormatJS stays out of those chunks. Each in
// a module of its own, so a chunk loads only what it reads (a module is loaded whole with what it
// imports): the texts and the light filler (publicWords.ts, formWords.ts), one date
// (publicDate.ts), or all of them as Texts with every date format (publicTexts.ts, formTexts.ts).
export { usePublicMessages, usePublicFill } from './publicWords';
export { usePublicDate } from './publicDate';
export { usePublicTexts } from './publicTexts';
export { useFormMessages } from './formWords';
export { useFormTexts } from './formTexts';
