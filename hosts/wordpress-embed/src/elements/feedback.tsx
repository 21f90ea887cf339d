import { FeedbackForm } from '@school/widgets/contact';
import { defineWidget } from '../shell/defineWidget';
import { EmbedShell, type EmbedElementProps } from '../shell/EmbedShell';

export type FeedbackElementProps = EmbedElementProps;

/** `<school-feedback>`: the Contact Us feedback form (full name, email, message). */
export function FeedbackElement({ container, apiBase, lang }: FeedbackElementProps) {
  return (
    <EmbedShell container={container} apiBase={apiBase} lang={lang}>
      {(api) => <FeedbackForm api={api} />}
    </EmbedShell>
  );
}

defineWidget('school-feedback', FeedbackElement, {});
