import { englishPublicMessages } from '@school/api';
import { createFormat, type DateFormat } from './dates';
import { catalogueIn } from './overlay';
import type { SchoolIntlState } from './state';

// A reader's dates and numbers, apart from overlay.ts (decision 250): the widgets that show no
// date (/home's blocks) read their texts without loading the date formats.

const formats = new WeakMap<SchoolIntlState, DateFormat>();
/** The dates and numbers of a reader (stable per provider value). */
export function formatOf(state: SchoolIntlState): DateFormat {
  let format = formats.get(state);
  if (!format) {
    const texts = catalogueIn(englishPublicMessages, state.texts);
    format = createFormat({ language: state.language, calendar: state.calendar, era: texts.ethiopianEra, both: texts.bothCalendarsDate });
    formats.set(state, format);
  }
  return format;
}
