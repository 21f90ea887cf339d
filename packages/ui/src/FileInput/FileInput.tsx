import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldHint, FieldLabel, FieldMessages, FieldRoot, useFieldIds } from '../internal/field';
import { visuallyHidden } from '../internal/VisuallyHidden';
import { tokens } from '../theme/tokens';
import { useUiMessages } from '../UiProvider/UiProvider';

// The real <input type=file> stays in the tab order but is visually hidden;
// the label next to it is styled as the button and shows its focus ring. [1]
// [1] Keeps native keyboard, drag-and-drop and screen-reader behaviour.
const HiddenInput = styled.input`
  ${visuallyHidden}
`;
const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: 40px;
  padding: ${tokens.space.sm} ${tokens.space.lg};
  border: 1px dashed ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceMuted};
  cursor: pointer;
  ${HiddenInput}:focus-visible + & {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  ${HiddenInput}:disabled + & {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
const FileList = styled.ul`
  margin: 0;
  padding-left: ${tokens.space.lg};
  font-size: ${tokens.font.sizeSm};
`;

export interface FileInputProps {
  /** Visible label. */
  label: ReactNode;
  /** Accepted types: a list (`['.pdf', 'image/*']`) or an accept string. @default undefined (any) */
  accept?: string | readonly string[];
  /** Allow several files. @default false */
  multiple?: boolean;
  /** Called with the chosen files. */
  onChange?: (change: { files: File[] }) => void;
  /** Name for form submission. @default undefined */
  name?: string;
  /** Help text (e.g. allowed types and size). @default undefined */
  hint?: ReactNode;
  /** Error text. @default undefined */
  error?: ReactNode;
  /** Disabled. @default false */
  disabled?: boolean;
  /** Required. @default false */
  required?: boolean;
  /** Input id. @default an auto id */
  id?: string;
}

/** A labelled file picker that lists the chosen file names. */
export function FileInput({
  label,
  accept,
  multiple = false,
  onChange,
  name,
  hint,
  error,
  disabled = false,
  required = false,
  id,
}: FileInputProps) {
  const messages = useUiMessages();
  const [files, setFiles] = useState<File[]>([]);
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({ id, hint, error });
  const acceptAttr = Array.isArray(accept) ? accept.join(',') : (accept as string | undefined);
  return (
    <FieldRoot data-ui="file-input" data-invalid={invalid || undefined}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <HiddenInput
        id={controlId}
        type="file"
        name={name}
        accept={acceptAttr}
        multiple={multiple}
        disabled={disabled}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const chosen = Array.from(e.currentTarget.files ?? []);
          setFiles(chosen);
          onChange?.({ files: chosen });
        }}
      />
      <Picker htmlFor={controlId} aria-hidden="true">
        {multiple ? messages.chooseFiles : messages.chooseFile}
      </Picker>
      {files.length > 0 ? (
        <FileList aria-live="polite">
          {files.map((f) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`}>{f.name}</li>
          ))}
        </FileList>
      ) : (
        <FieldHint>{messages.noFileChosen}</FieldHint>
      )}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
}
