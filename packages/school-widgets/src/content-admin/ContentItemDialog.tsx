import { useMemo } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient, Gallery, News, StaffMessage } from '@school/api';
import { Alert, Button, Dialog, DialogClose, DialogFooter, Form, FormSubmitButton, FormTextField, tokens, useToasts } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { useApiMutation } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { FormTextAreaField } from '../shared/TextAreaField';
import { galleryKind, newsKind, staffMessageKind, type ContentKind, type PhotoItem } from './kinds';
import { buildContentForm, isImageFile } from './logic';
import { PhotoField } from '../shared/PhotoField';
import { useTextsForm } from '../shared/schemaText';

/** Props of every add/edit dialog of a photo item. */
export interface ContentItemDialogProps<T extends PhotoItem> {
  /** The API client (admin token). */
  api: ApiClient;
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close (Cancel, Escape, after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The item to edit; without it the dialog adds a new one. @default undefined */
  item?: T;
  /** Called with the saved item after the server accepted it (the dialog then closes); the lists and the item's detail already show it. @default undefined */
  onSaved?: (saved: { item: T }) => void;
}

/** The photo: a file, an image (spec 000 §5), said in the reader's language. */
const photoFile = ({ messages }: Texts) =>
  z.custom<File>((v) => v instanceof File, { message: messages.photoRequired }).refine(isImageFile, messages.imageOnly);

/** The kind's text fields plus `photo`: required on add, optional on edit (spec 000 §5). */
function dialogSchema(t: Texts, kind: ContentKind<PhotoItem>, adding: boolean) {
  const photo = photoFile(t);
  return kind.fieldsSchema.extend({ photo: adding ? photo : photo.nullish() });
}

/**
 * Add or edit a news item, a gallery item or a staff message: the kind's fields and a photo with
 * a preview. A server error keeps the dialog open with what was typed and shows the error.
 */
export function ContentItemDialog<T extends PhotoItem>({
  kind,
  open,
  onOpenChange,
  item,
  ...rest
}: ContentItemDialogProps<T> & { kind: ContentKind<T> }) {
  const says = kind.text(useTexts());
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={item ? says.edit : says.add} size="lg">
      {/* Mounted only while open, so every opening starts from the item's values. */}
      <ContentItemForm kind={kind} item={item} onOpenChange={onOpenChange} {...rest} />
    </Dialog>
  );
}

function ContentItemForm<T extends PhotoItem>({
  api,
  kind,
  item,
  onOpenChange,
  onSaved,
}: Omit<ContentItemDialogProps<T>, 'open'> & { kind: ContentKind<T> }) {
  const t = useTexts();
  const { messages, fill } = t;
  const says = kind.text(t);
  const toasts = useToasts();
  const area = queryKeys.content[kind.key];
  // The dialog shows a refusal itself; a saved item goes into its detail and the lists read again.
  const save = useApiMutation((body: FormData) => (item ? kind.edit(api, body) : kind.add(api, body)), {
    toastErrors: false,
    successText: false, // said below, with the hidden-until-live note for a new item
    updates: (saved: T) => [[area.item(saved._id), saved]],
    invalidates: [area.all, queryKeys.dashboard.all],
  });
  const schema = useMemo(() => dialogSchema(t, kind as unknown as ContentKind<PhotoItem>, !item), [t, kind, item]);
  const form = useTextsForm(schema, { defaultValues: { ...kind.valuesOf(item), photo: null } });

  const submit = async (values: Record<string, unknown>) => {
    const { photo, ...text } = values;
    const fields = Object.fromEntries(Object.entries(text).map(([k, v]) => [k, String(v ?? '')]));
    const result = await save.run(buildContentForm({ fields, photo: photo as File | null | undefined, id: item?._id }));
    if (!result.ok) return;
    const saved = result.message || (item ? messages.updated : messages.added);
    // A new item is not public yet: say so where the admin looks (issue 7).
    toasts.push({ kind: 'success', message: item ? saved : `${saved}. ${says.startsHidden}`, durationMs: item ? undefined : 6000 });
    onSaved?.({ item: result.data });
    onOpenChange(false);
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={item ? says.edit : says.add}>
      {item ? null : <Hint>{says.startsHidden}</Hint>}
      {kind.fields(t).map((f) =>
        f.multiline ? (
          <div key={f.name}>
            <FormTextAreaField name={f.name} label={f.label} rows={f.name === 'content' ? 8 : 4} />
            {f.hint ? <Hint>{f.hint}</Hint> : null}
          </div>
        ) : (
          <FormTextField key={f.name} name={f.name} label={f.label} hint={f.hint} />
        ),
      )}
      <PhotoField required={!item} currentUrl={item?.photo ? api.fileUrl(kind.key, item.photo) : undefined} />
      <Alert kind="error" message={save.error ? fill(messages.contentSaveFailed, { error: save.error }) : null} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{messages.cancelAction}</Button>
        </DialogClose>
        <FormSubmitButton>{messages.saveAction}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}

/** Add or edit a news item (title, description, content, photo). */
export function NewsDialog(props: ContentItemDialogProps<News>) {
  return <ContentItemDialog kind={newsKind} {...props} />;
}

/** Add or edit a gallery item (title, description, photo). */
export function GalleryDialog(props: ContentItemDialogProps<Gallery>) {
  return <ContentItemDialog kind={galleryKind} {...props} />;
}

/** Add or edit a staff message (full name, position, message, photo). */
export function StaffMessageDialog(props: ContentItemDialogProps<StaffMessage>) {
  return <ContentItemDialog kind={staffMessageKind} {...props} />;
}

const Hint = styled.p`
  margin: ${tokens.space.xs} 0 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;
