import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { messages } from '@school/api';
import { FileInput, tokens } from '@school/ui';

/** An object URL for a chosen file, revoked when the file changes or the field unmounts. */
function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom and very old browsers have no createObjectURL: no preview then, the upload still works.
    if (!file || typeof URL.createObjectURL !== 'function') return;
    let next: string;
    try {
      next = URL.createObjectURL(file);
    } catch {
      return;
    }
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file]);
  return url;
}

export interface PhotoFieldProps {
  /** Whether a photo must be chosen (add) or may be kept (edit). */
  required: boolean;
  /** The current photo's URL on edit, shown until another is chosen. @default undefined */
  currentUrl?: string;
}

/** The `photo` value of the surrounding form: an image picker with a preview of the chosen file. */
export function PhotoField({ required, currentUrl }: PhotoFieldProps) {
  const { setValue, watch, formState } = useFormContext<{ photo?: File | null }>();
  const photo = watch('photo');
  const previewUrl = useObjectUrl(photo);
  const error = (formState.errors.photo as { message?: string } | undefined)?.message;
  const shown = previewUrl ?? (photo ? null : currentUrl);
  return (
    <Root>
      <FileInput
        label={messages.photoLabel}
        accept="image/*"
        required={required}
        hint={required ? undefined : messages.photoKeepHint}
        error={error}
        onChange={({ files }) => setValue('photo', files[0] ?? null, { shouldValidate: true, shouldDirty: true })}
      />
      {shown ? <Preview src={shown} alt={previewUrl ? messages.photoPreview : ''} data-part="photo-preview" /> : null}
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
