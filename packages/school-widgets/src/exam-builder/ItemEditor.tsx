import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '@school/api';
import { Alert, Button, tokens } from '@school/ui';
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

export interface ItemFormProps {
  /** The form's heading and accessible name. */
  title: string;
  /** Editing an item: Save and Cancel edit; else the add button. */
  editing: boolean;
  addLabel: string;
  busy: boolean;
  /** The last save's failure. */
  error: string | null;
  /** Sent (the browser's own validation is off; the caller validates). */
  onSubmit: () => void;
  onCancelEdit: () => void;
  children: ReactNode;
}

/** The add/edit form: heading, the fields, the save error, then Add (or Save and Cancel edit). */
export function ItemForm({ title, editing, addLabel, busy, error, onSubmit, onCancelEdit, children }: ItemFormProps) {
  return (
    <Form
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h4>{title}</h4>
      {children}
      {error ? <Alert kind="error" message={error} /> : null}
      <Row>
        <Button type="submit" busy={busy}>
          {editing ? messages.examSave : addLabel}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={onCancelEdit}>
            {messages.examQuestionCancelEdit}
          </Button>
        ) : null}
      </Row>
    </Form>
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
const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
  padding-top: ${tokens.space.md};
  border-top: 1px solid ${tokens.color.border};
  h4 {
    margin: 0;
  }
`;
