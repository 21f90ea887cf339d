import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Alert, Button, Form, FormSubmitButton, tokens } from '@school/ui';
import { useMessages } from '../shared/intl';
import { Row } from './ExamCodePanel';

// What the exam's questions and figures share: a list whose items each have Edit and Delete,
// and one form below it that adds an item or edits the chosen one.

/** An item's Edit and Delete buttons; the labels name the item (e.g. 'Edit question 2'). */
export function ItemActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const messages = useMessages();
  return (
    <Row>
      <Button size="sm" variant="secondary" aria-label={editLabel} onClick={onEdit}>
        {messages.examEdit}
      </Button>
      <Button size="sm" variant="danger" aria-label={deleteLabel} onClick={onDelete}>
        {messages.examDelete}
      </Button>
    </Row>
  );
}

export interface ItemFormProps<V extends FieldValues> {
  /** The form's heading and accessible name. */
  title: string;
  /** Editing an item: Save and Cancel edit; else the add button. */
  editing: boolean;
  addLabel: string;
  /** The item's form (useTextsForm, checked on submit). */
  form: UseFormReturn<V, unknown, V>;
  /** The last save's failure. */
  error: string | null;
  /** Sends the validated values (busy until it settles). */
  onSubmit: (values: V) => Promise<void>;
  onCancelEdit: () => void;
  children: ReactNode;
}

/** The add/edit form: heading, the fields, the save error, then Add (or Save and Cancel edit). */
export function ItemForm<V extends FieldValues>({
  title,
  editing,
  addLabel,
  form,
  error,
  onSubmit,
  onCancelEdit,
  children,
}: ItemFormProps<V>) {
  const messages = useMessages();
  return (
    <Box>
      <Form form={form} aria-label={title} onSubmit={onSubmit}>
        <h4>{title}</h4>
        {children}
        {error ? <Alert kind="error" message={error} /> : null}
        <Row>
          <FormSubmitButton>{editing ? messages.examSave : addLabel}</FormSubmitButton>
          {editing ? (
            <Button type="button" variant="secondary" onClick={onCancelEdit}>
              {messages.examQuestionCancelEdit}
            </Button>
          ) : null}
        </Row>
      </Form>
    </Box>
  );
}

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  > li {
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  > li[data-editing] {
    border-color: ${tokens.color.primary};
  }
  p {
    margin: ${tokens.space.xs} 0;
  }
`;
const Box = styled.div`
  padding-top: ${tokens.space.md};
  border-top: 1px solid ${tokens.color.border};
  form {
    gap: ${tokens.space.md};
  }
  h4 {
    margin: 0;
  }
`;
