import { Button } from '@school/ui';
import { useTexts } from '../shared/intl';

/** A grid row's Edit and Delete buttons, named after the row ('Edit Teacher', 'Delete Teacher'). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { messages, fill } = useTexts();
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={fill(messages.editNamed, { name })} onClick={onEdit}>
        {messages.editAction}
      </Button>{' '}
      <Button size="sm" variant="danger" aria-label={fill(messages.deleteNamed, { name })} onClick={onDelete}>
        {messages.deleteAction}
      </Button>
    </>
  );
}
