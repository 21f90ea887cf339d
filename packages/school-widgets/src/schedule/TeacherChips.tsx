import { useDraggable } from '@dnd-kit/core';
import styled from 'styled-components';
import type { SectionTeacher } from '@school/api';
import { useMessages, useTexts } from '../shared/intl';
import { tokens } from '@school/ui';
import { chipId, chipLabel } from './logic';

export interface TeacherChipsProps {
  /** The section's teachers, one chip per teacher and course. */
  teachers: readonly SectionTeacher[];
}

/** The section's teachers as draggable chips (pointer, or Space + arrows by keyboard). */
export function TeacherChips({ teachers }: TeacherChipsProps) {
  const messages = useMessages();
  return (
    <section aria-labelledby="schedule-teachers-heading">
      <Heading id="schedule-teachers-heading">{messages.teacherChipsTitle}</Heading>
      {teachers.length === 0 ? (
        <Hint>{messages.noSectionTeachers}</Hint>
      ) : (
        <>
          <Hint id="schedule-drag-hint">{messages.dragHint}</Hint>
          <List>
            {teachers.map((t) => (
              <li key={chipId(t)}>
                <TeacherChip teacher={t} />
              </li>
            ))}
          </List>
        </>
      )}
    </section>
  );
}

function TeacherChip({ teacher }: { teacher: SectionTeacher }) {
  const t = useTexts();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: chipId(teacher), data: { teacher } });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <Chip
      ref={setNodeRef}
      type="button"
      style={style}
      data-dragging={isDragging || undefined}
      {...listeners}
      {...attributes}
      aria-describedby="schedule-drag-hint"
    >
      {chipLabel(t, teacher)}
    </Chip>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${tokens.space.xs};
  font-size: ${tokens.font.sizeLg};
`;

const Hint = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  padding: ${tokens.space.xs} ${tokens.space.md};
  border: 1px solid ${tokens.color.primary};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.primary};
  font: inherit;
  cursor: grab;
  touch-action: none;
  position: relative;
  &[data-dragging] {
    z-index: 10;
    cursor: grabbing;
    box-shadow: ${tokens.shadow.lg};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;
