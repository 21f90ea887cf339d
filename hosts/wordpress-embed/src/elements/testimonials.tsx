import { Testimonials } from '@school/widgets/home';
import { defineWidget } from '../shell/defineWidget';
import { EmbedShell, type EmbedElementProps } from '../shell/EmbedShell';

export interface TestimonialsElementProps extends EmbedElementProps {
  /** `interval`: time between slides in ms (at least 1000). @default the widget's (4000) */
  interval?: number;
}

/** `<school-testimonials>`: the feedback the school set as main, as a carousel. */
export function TestimonialsElement({ container, apiBase, lang, interval }: TestimonialsElementProps) {
  const intervalMs = typeof interval === 'number' && interval >= 1000 ? interval : undefined;
  return (
    <EmbedShell container={container} apiBase={apiBase} lang={lang}>
      {(api) => <Testimonials api={api} intervalMs={intervalMs} />}
    </EmbedShell>
  );
}

defineWidget('school-testimonials', TestimonialsElement, { interval: 'number' });
