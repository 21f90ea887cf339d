import { useId } from 'react';
import { useController } from 'react-hook-form';
import { FileInput } from '@school/ui';
import type { ApplicationFormInput } from './logic';
import { useFormMessages } from '../../shared/intl';

/**
 * The focus target RHF uses for a file field: the (visually hidden, focusable) file input.
 * Looked up in the field's own root, so it also works inside a shadow root (WordPress embed).
 */
const focusById = (el: HTMLElement, id: string) => ({
  focus: () => (el.getRootNode() as Document | ShadowRoot).getElementById(id)?.focus(),
});

/** The applicant's photo: one image, required. */
export function ProfilePicField() {
  const messages = useFormMessages();
  const id = useId();
  const { field, fieldState } = useController<ApplicationFormInput, 'profilePic'>({ name: 'profilePic' });
  return (
    <div ref={(el) => field.ref(el ? focusById(el, id) : null)}>
      <FileInput
        id={id}
        label={messages.profilePicLabel}
        name="profilePic"
        accept="image/*"
        required
        onChange={({ files }) => field.onChange(files[0])}
        error={fieldState.error?.message}
      />
    </div>
  );
}

/** The necessary documents: one file or more. */
export function DocumentsField() {
  const messages = useFormMessages();
  const id = useId();
  const { field, fieldState } = useController<ApplicationFormInput, 'neccesseryDoc'>({ name: 'neccesseryDoc' });
  return (
    <div ref={(el) => field.ref(el ? focusById(el, id) : null)}>
      <FileInput
        id={id}
        label={messages.documentsLabel}
        name="neccesseryDoc"
        multiple
        required
        hint={messages.documentsHint}
        onChange={({ files }) => field.onChange(files)}
        error={fieldState.error?.message}
      />
    </div>
  );
}
