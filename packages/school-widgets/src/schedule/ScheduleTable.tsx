import { useDroppable } from '@dnd-kit/core';
import styled from 'styled-components';
import type { ScheduleEntry, SectionTeacher } from '@school/api';
import { Button, IconClose, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { cellId, cellName, dayName, dropCheck, entryAt, spanText, WEEKDAYS, type Cell, type Slot } from './logic';

export interface ScheduleTableProps {
  /** The section's name (the table's caption). */
  sectionName: string;
  /** The timetable slots, in the order of the day. */
  slots: readonly Slot[];
  entries: readonly ScheduleEntry[];
  /** The teacher being dragged, if any: cells then show whether a drop is valid. */
  dragging: SectionTeacher | null;
  /** Opens the assign dialog of a free cell. */
  onAssign: (cell: Cell) => void;
  /** Asks to remove a lesson (confirmed by the caller). */
  onRemoveEntry: (entry: ScheduleEntry) => void;
  /** Asks to delete a slot (confirmed by the caller). */
  onDeleteSlot: (slot: Slot) => void;
}

/** The weekly grid: Monday to Friday columns, one row per slot (the "Period" column). */
export function ScheduleTable({ sectionName, slots, entries, dragging, onAssign, onRemoveEntry, onDeleteSlot }: ScheduleTableProps) {
  const t = useTexts();
  const { messages, fill } = t;
  return (
    <Scroll>
      <Grid>
        <caption>{fill(messages.scheduleTitle, { section: sectionName })}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.periodHeader}</th>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {dayName(t, d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot._id}>
              <th scope="row">
                <span>{spanText(slot)}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={fill(messages.deletePeriod, { start: slot.startTime, end: slot.endTime })}
                  onClick={() => onDeleteSlot(slot)}
                >
                  <IconClose size={14} aria-hidden="true" />
                </Button>
              </th>
              {WEEKDAYS.map((day) => (
                <DayCell
                  key={day}
                  slot={slot}
                  day={day}
                  entry={entryAt(entries, slot._id, day)}
                  check={dragging ? dropCheck(t, dragging, { periodId: slot._id, day }, slots, entries) : null}
                  onAssign={() => onAssign({ slot, day })}
                  onRemove={onRemoveEntry}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Scroll>
  );
}

interface DayCellProps {
  slot: Slot;
  day: number;
  entry: ScheduleEntry | undefined;
  check: ReturnType<typeof dropCheck> | null;
  onAssign: () => void;
  onRemove: (entry: ScheduleEntry) => void;
}

/** One cell: a slot on a day, a drop target with its lesson or an Assign button. */
function DayCell({ slot, day, entry, check, onAssign, onRemove }: DayCellProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { setNodeRef, isOver } = useDroppable({ id: cellId(slot._id, day), data: { slot, day } });
  const name = cellName(t, day, slot);
  const drop = check ? (check.ok ? 'valid' : 'invalid') : undefined;
  return (
    <Td
      ref={setNodeRef}
      data-drop={drop}
      data-over={isOver || undefined}
      aria-description={check ? (check.ok ? messages.dropHere : check.reason) : undefined}
    >
      {entry ? (
        <Lesson>
          <strong>{entry.course.name}</strong>
          <span>{entry.teacher.fullName}</span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={fill(messages.removeLesson, { teacher: entry.teacher.fullName, slot: name })}
            onClick={() => onRemove(entry)}
          >
            <IconClose size={14} aria-hidden="true" />
          </Button>
        </Lesson>
      ) : (
        <Free>
          <span>{messages.freeSlot}</span>
          <Button size="sm" variant="secondary" aria-label={fill(messages.assignTeacherIn, { slot: name })} onClick={onAssign}>
            {messages.assignTeacher}
          </Button>
        </Free>
      )}
    </Td>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;

// eslint-disable-next-line no-restricted-syntax -- a time × day grid with drag and drop (decision 108)
const Grid = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${tokens.space.sm};
  }
  th,
  td {
    border: 1px solid ${tokens.color.border};
    padding: ${tokens.space.sm};
    vertical-align: top;
  }
  thead th {
    background: ${tokens.color.surfaceMuted};
  }
  tbody th {
    white-space: nowrap;
    text-align: start;
    font-weight: 600;
  }
`;

const Td = styled.td`
  min-width: 120px;
  &[data-drop='valid'] {
    background: ${tokens.color.successSurface};
    outline: 2px dashed ${tokens.color.success};
    outline-offset: -4px;
  }
  &[data-drop='invalid'] {
    background: ${tokens.color.dangerSurface};
    outline: 2px dashed ${tokens.color.danger};
    outline-offset: -4px;
  }
  &[data-over][data-drop='valid'] {
    outline-style: solid;
  }
`;

const Lesson = styled.div`
  display: grid;
  gap: ${tokens.space.xxs};
  justify-items: start;
  /* A long course or teacher name wraps inside its cell, never over the next (issue 38). */
  min-width: 0;
  overflow-wrap: anywhere;
  span {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;

const Free = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.xs};
  color: ${tokens.color.textMuted};
`;
