import { formatMessage } from '@school/api';
import type { SchoolIntlState } from './state';
import type { Fill } from './texts';

// ─── The public pages' and the embed's filler, without FormatJS (decision 250) ───────────────────
// /home, the newsletter box and the embed's elements are within a few hundred bytes of their
// budgets; FormatJS with its parser is ~13 KB gzip. Their texts (the public and form parts of the
// catalogue) keep to what decision 60's filler writes exactly as FormatJS would: `{name}`
// placeholders and cardinal `{n, plural, =0 {…} one {…} other {…}}` with `#`, in the reader's
// language (light.test.ts holds every public and form text of both languages to it, and checks
// the two fillers agree). No select, selectordinal, number/date arguments or tags there.
// Nothing here may import engine.ts or texts.ts (their chunk carries FormatJS), nor the dates.

const lightFills = new WeakMap<SchoolIntlState, Fill>();
/** The light filler of a reader (stable per provider value). */
export function lightFillOf(state: SchoolIntlState): Fill {
  let fill = lightFills.get(state);
  if (!fill) lightFills.set(state, (fill = (template, values = {}) => formatMessage(template, values, state.language)));
  return fill;
}
