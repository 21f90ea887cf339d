import { useMemo, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import styled from 'styled-components';
import {
  type ApiClient,
  type ApiResult,
  type MessageBody,
  type ScheduleEntry,
  type SectionSchedule,
  type SectionTeacher,
} from '@school/api';
import { Alert, ConfirmDialog, EmptyState, LoadingState, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { BackButton, QueryError } from '../shared/QueryFallback';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { AddSlotForm } from './AddSlotForm';
import { AssignDialog } from './AssignDialog';
import { cellKeyboardOptions } from './keyboardCells';
import { byStart, cellName, chipLabel, dropCheck, parseCellId, type Cell, type Slot } from './logic';
import { ScheduleTable } from './ScheduleTable';
import { TeacherChips } from './TeacherChips';

export interface ScheduleGridProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The section's _id. */
  sectionId: string;
  /** Back to the section. */
  onBack: () => void;
}

/**
 * The cell under the pointer for a pointer drag; for a keyboard drag (no pointer) the cell whose
 * centre is nearest the chip's, which keyboardCells.ts puts on a cell's centre: the cell that is
 * "over" (highlighted and announced) is the one the chip is shown on.
 */
const cellCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const r = args.collisionRect;
  const c = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  // Still in the chip list (before the first arrow): over nothing, and nothing is announced.
  return closestCenter(args)
    .filter(({ id }) => {
      const s = args.droppableRects.get(id);
      return !!s && c.x >= s.left && c.x <= s.right && c.y >= s.top && c.y <= s.bottom;
    })
    .slice(0, 1);
};

type Confirm = { title: string; run: () => Promise<ApiResult<MessageBody>> };

/**
 * A section's weekly schedule, Monday to Friday × its timetable slots (the "periods" the admin
 * reads). Slots are added (start/end, checked as typed) and deleted; a teacher chip dropped on a
 * free cell (pointer or keyboard), or chosen in a cell's Assign dialog, is assigned there; the
 * server's clash message is shown.
 */
export function ScheduleGrid({ api, sectionId, onBack }: ScheduleGridProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const section = useApiQuery(queryKeys.academics.sectionInfo(sectionId), () => api.academics.sections.get(sectionId));
  const schedule = useApiQuery(queryKeys.academics.schedule(sectionId), () => api.academics.schedule.get(sectionId));
  const teachersQuery = useApiQuery(queryKeys.academics.sectionTeachers(sectionId), () => api.academics.sections.teachers(sectionId));
  // Every change of the grid: the outcome toasted once, the schedule read again (the grid stays
  // on screen meanwhile); a refusal also stays in the alert above the grid.
  const changing = useApiMutation((run: () => Promise<ApiResult<MessageBody>>) => run(), {
    invalidates: [queryKeys.academics.schedule(sectionId)],
    successText: messages.updated,
  });
  const [dragging, setDragging] = useState<SectionTeacher | null>(null);
  const [assigning, setAssigning] = useState<Cell | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, cellKeyboardOptions),
  );

  const shown: SectionSchedule | null = schedule.data ?? null;
  const slots = useMemo(() => byStart(shown?.periods ?? []), [shown]);
  const entries = shown?.entries ?? [];
  const teachers = teachersQuery.data?.teachers ?? [];

  /** Runs a change; resolves true when the server accepted it. */
  const change = async (run: () => Promise<ApiResult<MessageBody>>) => {
    const result = await changing.run(run);
    setError(result.ok ? null : result.error);
    return result.ok;
  };
  const lessonBody = (at: { startTime: string; endTime: string; day: number }, teacherId: string, fullName: string, course: string) => ({
    section_id: sectionId,
    teacher_id: teacherId,
    fullName,
    course,
    day: at.day,
    startTime: at.startTime,
    endTime: at.endTime,
  });
  const assign = (teacher: SectionTeacher, { slot, day }: Cell) =>
    change(() => api.academics.schedule.assign(lessonBody({ ...slot, day }, teacher._id, teacher.fullName, teacher.course._id)));
  const askRemoveEntry = (e: ScheduleEntry) =>
    setConfirm({
      title: messages.deleteLessonTitle,
      run: () => api.academics.schedule.unassign(lessonBody(e, e.teacher._id, e.teacher.fullName, e.course._id)),
    });
  const askDeleteSlot = (slot: Slot) =>
    setConfirm({ title: messages.deletePeriodTitle, run: () => api.academics.schedule.removePeriod(slot._id) });

  const onDragStart = ({ active }: DragStartEvent) => setDragging((active.data.current?.teacher as SectionTeacher | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const teacher = active.data.current?.teacher as SectionTeacher | undefined;
    setDragging(null);
    const target = over ? parseCellId(String(over.id)) : null;
    const slot = target && slots.find((s) => s._id === target.periodId);
    if (!teacher || !target || !slot) return;
    const check = dropCheck(t, teacher, target, slots, entries);
    if (!check.ok) return setError(check.reason); // the alert above the grid says why (role alert)
    void assign(teacher, { slot, day: target.day });
  };
  const announcements = useMemo<Announcements>(() => {
    const teacherOf = (data: unknown) => chipLabel(t, (data as { teacher: SectionTeacher }).teacher);
    const cellOf = (id: string | number | undefined) => {
      const cell = id === undefined ? null : parseCellId(String(id));
      const slot = cell && slots.find((s) => s._id === cell.periodId);
      return cell && slot ? cellName(t, cell.day, slot) : '';
    };
    return {
      onDragStart: ({ active }) => fill(messages.pickedUpTeacher, { teacher: teacherOf(active.data.current) }),
      onDragOver: ({ active, over }) =>
        over ? fill(messages.movedOverSlot, { teacher: teacherOf(active.data.current), slot: cellOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? fill(messages.droppedTeacher, { teacher: teacherOf(active.data.current), slot: cellOf(over.id) }) : undefined,
      onDragCancel: ({ active }) => fill(messages.dragCancelled, { teacher: teacherOf(active.data.current) }),
    };
  }, [slots, t, messages, fill]);

  const back = <BackButton onBack={onBack} />;
  const failed = [section, schedule, teachersQuery].find((q) => q.status === 'error');
  if (failed?.error) {
    return (
      <QueryError error={failed.error} onBack={onBack} onRetry={() => [section, schedule, teachersQuery].forEach((q) => void q.reload())} />
    );
  }
  if (section.status !== 'success' || !shown || teachersQuery.status !== 'success') return <LoadingState label={messages.loading} />;

  const sectionName = section.data.section.name;
  return (
    <Root>
      {back}
      <h1>{fill(messages.scheduleTitle, { section: sectionName })}</h1>
      <AddSlotForm slots={slots} onAdd={(slot) => change(() => api.academics.schedule.addPeriod({ section_id: sectionId, ...slot }))} />
      <Alert kind="error" message={error} clearAfterMs={4000} onClear={() => setError(null)} />
      <DndContext
        sensors={sensors}
        collisionDetection={cellCollision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: messages.dragHint } }}
      >
        <TeacherChips teachers={teachers} />
        {slots.length === 0 ? (
          <EmptyState title={messages.noPeriods} />
        ) : (
          <ScheduleTable
            sectionName={sectionName}
            slots={slots}
            entries={entries}
            dragging={dragging}
            onAssign={setAssigning}
            onRemoveEntry={askRemoveEntry}
            onDeleteSlot={askDeleteSlot}
          />
        )}
      </DndContext>
      <AssignDialog
        cell={assigning}
        teachers={teachers}
        onClose={() => setAssigning(null)}
        onAssign={(t) => (assigning ? assign(t, assigning) : Promise.resolve(false))}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.title ?? ''}
        confirmLabel={messages.deleteAction}
        danger
        onConfirm={async () => {
          if (!confirm) return;
          const result = await changing.run(confirm.run);
          setError(result.ok ? null : result.error);
          if (!result.ok) throw new Error(result.error); // the dialog shows it and stays open
        }}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  & > button:first-child {
    justify-self: start;
  }
  h1 {
    margin: 0;
  }
`;
