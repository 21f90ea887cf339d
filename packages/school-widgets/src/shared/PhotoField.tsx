import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { FileInput, tokens } from '@school/ui';
import { useMessages } from './intl';

/** jsdom and very old browsers cannot make one: no preview then, the upload still works. */
function objectUrlOf(file: File | null): string | null {
  if (!file || typeof URL.createObjectURL !== 'function') return null;
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

/** An object URL for the chosen file, made when it is chosen and revoked when replaced or unmounted. */
function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const next = objectUrlOf(file);
    current.current = next;
    setUrl(next);
  };
  return [url, show] as const;
}

export interface PhotoFieldProps {
  /** Whether a photo must be chosen (add) or may be kept (edit). */
  required: boolean;
  /** The current photo's URL on edit, shown until another is chosen. @default undefined */
  currentUrl?: string;
  /** The form field that holds the File. @default 'photo' */
  name?: string;
  /** The picker's label. @default the catalogue's photoLabel, in the reader's language */
  label?: string;
  /** Hint on edit, when the current photo may be kept. @default the catalogue's photoKeepHint */
  keepHint?: string;
  /** Alt text of the chosen file's preview. @default the catalogue's photoPreview */
  previewAlt?: string;
}

/** A photo value of the surrounding form: an image picker with a preview of the chosen file. */
export function PhotoField({ required, currentUrl, name = 'photo', label, keepHint, previewAlt }: PhotoFieldProps) {
  const messages = useMessages();
  const { setValue, watch, formState } = useFormContext<Record<string, File | null | undefined>>();
  const photo = watch(name);
  const [previewUrl, showPreview] = useObjectUrl();
  const error = (formState.errors[name] as { message?: string } | undefined)?.message;
  const shown = previewUrl ?? (photo ? null : currentUrl);
  return (
    <Root>
      <FileInput
        label={label ?? messages.photoLabel}
        accept="image/*"
        required={required}
        hint={required ? undefined : (keepHint ?? messages.photoKeepHint)}
        error={error}
        onChange={({ files }) => {
          const file = files[0] ?? null;
          setValue(name, file, { shouldValidate: true, shouldDirty: true });
          showPreview(file && file.type.startsWith('image/') ? file : null);
        }}
      />
      {shown ? <Preview src={shown} alt={previewUrl ? (previewAlt ?? messages.photoPreview) : ''} data-part="photo-preview" /> : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
`;

const Preview = styled.img`
  max-width: 100%;
  max-height: 12rem;
  object-fit: contain;
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.border};
`;
