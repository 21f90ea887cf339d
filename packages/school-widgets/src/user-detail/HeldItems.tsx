import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, EmptyState, Form, FormSelect, FormSubmitButton, tokens } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { queryFallback } from '../shared/QueryFallback';
import type { ApiQuery } from '../shared/query';
import { useFill } from '../shared/intl';

// The two halves of a user-detail panel that manages what a user holds (permissions, linked
// students): the held items, each removed after a confirmation, and a form that picks one more.

export interface HeldListProps<D, T> {
  query: ApiQuery<D>;
  /** The held items in the query's answer. */
  items: (data: D) => T[];
  /** The empty state's title. */
  empty: string;
  keyOf: (item: T) => string;
  /** The item's name in the remove button's label and the confirmation title. */
  nameOf: (item: T) => string;
  /** What the item row shows before its remove button. */
  children: (item: T) => ReactNode;
  /** The remove button's text (also the start of its accessible name). */
  removeLabel: string;
  /** The confirmation's title, with {name}. */
  confirmTitle: string;
  /** Removes; a throw keeps the confirmation open with the error. */
  onRemove: (item: T) => Promise<unknown>;
  /** Push the remove button to the row's end. */
  spread?: boolean;
}

export function HeldList<D, T>({
  query,
  items,
  empty,
  keyOf,
  nameOf,
  children,
  removeLabel,
  confirmTitle,
  onRemove,
  spread,
}: HeldListProps<D, T>) {
  const fill = useFill();
  const [removing, setRemoving] = useState<T | null>(null);
  const held = query.status === 'success' ? items(query.data) : [];
  return (
    <>
      {query.status !== 'success' ? (
        queryFallback(query)
      ) : held.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <List $spread={!!spread}>
          {held.map((item) => (
            <li key={keyOf(item)}>
              {children(item)}
              <Button size="sm" variant="danger" aria-label={`${removeLabel} ${nameOf(item)}`} onClick={() => setRemoving(item)}>
                {removeLabel}
              </Button>
            </li>
          ))}
        </List>
      )}
      <ConfirmDelete
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={fill(confirmTitle, { name: removing ? nameOf(removing) : '' })}
        onConfirm={async () => {
          await onRemove(removing!);
        }}
      />
    </>
  );
}

/** The values of a pick form: the choice, and any fields the panel adds. */
export type PickValues = { choice: string } & Record<string, unknown>;

export interface PickFormProps<T extends PickValues> {
  /** The panel's form (useCatalogueForm with a `choice` field). */
  form: UseFormReturn<T>;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  /** Runs when the form is sent with a choice; the button is busy until it settles. */
  onAdd: (values: T) => Promise<unknown>;
  submitLabel: string;
  /** The grid's columns. */
  columns: string;
  /** Fields between the choice and the button. */
  children?: ReactNode;
}

/** Pick one more (a permission, a student) and add it; the button waits for a choice. */
export function PickForm<T extends PickValues>({
  form,
  label,
  placeholder,
  options,
  onAdd,
  submitLabel,
  columns,
  children,
}: PickFormProps<T>) {
  const chosen = !!(form.watch() as PickValues).choice;
  return (
    <Form form={form} onSubmit={async (values) => void (await onAdd(values))}>
      <Fields $columns={columns}>
        <FormSelect name="choice" label={label} placeholder={placeholder} options={options} />
        {children}
        <FormSubmitButton disabled={!chosen}>{submitLabel}</FormSubmitButton>
      </Fields>
    </Form>
  );
}

const List = styled.ul<{ $spread: boolean }>`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    ${(p) => (p.$spread ? 'justify-content: space-between;' : '')}
    gap: ${tokens.space.sm};
  }
`;
const Fields = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: ${(p) => p.$columns};
  align-items: end;
`;
