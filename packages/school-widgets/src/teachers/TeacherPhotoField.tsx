import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { messages } from '@school/api';
import { FileInput, tokens } from '@school/ui';

/** jsdom and old browsers cannot make one: no preview then, the upload still works. */
function objectUrlOf(file: File | null): string | null {
  if (!file || typeof URL.createObjectURL !== 'function') return null;
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

export interface TeacherPhotoFieldProps {
  /** A picture must be chosen (add) or may be kept (edit). */
  required: boolean;
  /** The current picture on edit. @default undefined */
  currentUrl?: string;
}

/** `profilePhoto` of the surrounding form: images only, with a preview of the chosen file. */
export function TeacherPhotoField({ required, currentUrl }: TeacherPhotoFieldProps) {
  const { setValue, formState } = useFormContext<{ profilePhoto?: File | null }>();
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(() => () => {
    if (current.current) URL.revokeObjectURL(current.current);
  }, []);
  const error = (formState.errors.profilePhoto as { message?: string } | undefined)?.message;
  const shown = preview ?? currentUrl;
  return (
    <Root>
      <FileInput
        label={messages.teachersProfilePhotoLabel}
        accept="image/*"
        required={required}
        hint={required ? undefined : messages.teachersPhotoKeepHint}
        error={error}
        onChange={({ files }) => {
          const file = files[0] ?? null;
          setValue('profilePhoto', file, { shouldValidate: true, shouldDirty: true });
          if (current.current) URL.revokeObjectURL(current.current);
          current.current = file && file.type.startsWith('image/') ? objectUrlOf(file) : null;
          setPreview(current.current);
        }}
      />
      {shown ? <Preview src={shown} alt={preview ? messages.teachersPhotoPreview : ''} data-part="photo-preview" /> : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
`;
const Preview = styled.img`
  width: 8rem;
  height: 8rem;
  object-fit: cover;
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.border};
`;
