import { StaffMessages } from '@school/widgets/home';
import { defineWidget } from '../shell/defineWidget';
import { EmbedShell, type EmbedElementProps } from '../shell/EmbedShell';

export type StaffMessagesElementProps = EmbedElementProps;

/** `<school-staff-messages>`: the staff messages the school set in front (photo, position, message, name). */
export function StaffMessagesElement({ container, apiBase, lang }: StaffMessagesElementProps) {
  return (
    <EmbedShell container={container} apiBase={apiBase} lang={lang}>
      {(api) => <StaffMessages api={api} />}
    </EmbedShell>
  );
}

defineWidget('school-staff-messages', StaffMessagesElement, {});
