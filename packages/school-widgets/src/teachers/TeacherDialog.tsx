import { useState } from 'react';
import type { ApiClient, NewTeacherAccount, Teacher, TeacherAssignment } from '@school/api';
import { Dialog, Tabs } from '@school/ui';
import { useMessages } from '../shared/intl';
import { AssignmentForm } from './AssignmentForm';
import { TeacherNewForm } from './TeacherNewForm';

export interface TeacherDialogProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The academic period the teacher is added to or assigned in. */
  periodId: string;
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close (Cancel, Escape, after a save). */
  onOpenChange: (open: boolean) => void;
  /** The teacher to edit: only the New tab is usable then. @default undefined (add) */
  teacher?: Teacher;
  /** After a save (the lists and the detail already read again); `account` carries a new teacher's temporary password, shown once. @default undefined */
  onSaved?: (saved: { teacher?: Teacher; account?: NewTeacherAccount }) => void;
}

/**
 * Add a teacher (New: facts, picture, subject and sections) or assign an existing one (Assign:
 * teacher, subject, sections); edit mode has only New usable. A server error keeps what was typed.
 */
export function TeacherDialog({ api, periodId, open, onOpenChange, teacher, onSaved }: TeacherDialogProps) {
  const messages = useMessages();
  const [tab, setTab] = useState('new');
  const close = () => onOpenChange(false);
  const saved = (s: { teacher?: Teacher; account?: NewTeacherAccount }) => {
    onSaved?.(s);
    close();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={teacher ? messages.teachersEditTitle : messages.teachersAddTitle} size="lg">
      <Tabs
        label={messages.teachersTabsLabel}
        value={teacher ? 'new' : tab}
        onValueChange={({ value }) => setTab(value)}
        items={[
          {
            value: 'new',
            label: messages.teachersNewTab,
            content: <TeacherNewForm api={api} periodId={periodId} teacher={teacher} onCancel={close} onSaved={saved} />,
          },
          {
            value: 'assign',
            label: messages.teachersAssignTab,
            disabled: !!teacher,
            content: teacher ? null : <AssignmentForm api={api} periodId={periodId} onCancel={close} onSaved={() => saved({})} />,
          },
        ]}
      />
    </Dialog>
  );
}

export interface AssignmentDialogProps {
  api: ApiClient;
  /** The period of the assignment. */
  periodId: string;
  /** The teacher. */
  teacherId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The assignment to edit (one section); without it new sections are assigned. @default undefined */
  assignment?: TeacherAssignment;
  /** After a save (the teacher's detail already reads again). @default undefined */
  onSaved?: () => void;
}

/** Assign New Section, or edit one assignment, from the teacher's detail. */
export function AssignmentDialog({ api, periodId, teacherId, open, onOpenChange, assignment, onSaved }: AssignmentDialogProps) {
  const messages = useMessages();
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={assignment ? messages.teachersEditAssignmentTitle : messages.teachersAssignSectionTitle}
      size="lg"
    >
      <AssignmentForm
        api={api}
        periodId={periodId}
        teacherId={teacherId}
        assignment={assignment}
        onCancel={close}
        onSaved={() => {
          onSaved?.();
          close();
        }}
      />
    </Dialog>
  );
}
