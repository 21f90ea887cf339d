import { useMemo } from 'react';
import { get, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import type { Course, Section } from '@school/api';
import { Checkbox, FormSelect, Select, Text, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { sectionLabel, sectionsForCourse } from './logic';

export interface CourseSectionFieldsProps {
  /** The period's courses. */
  courses: readonly Course[];
  /** The period's sections (filtered here by the chosen course's grades). */
  sections: readonly Section[];
  /** Several sections (add, assign) or one (edit an assignment). */
  multiple: boolean;
}

/**
 * `assignedCourse` and `assignedSections` of the surrounding form: a subject select, then only
 * the sections of the grades that take it (spec 000 §5 "Assign section and course").
 */
export function CourseSectionFields({ courses, sections, multiple }: CourseSectionFieldsProps) {
  const t = useTexts();
  const { messages } = t;
  const { watch, setValue, formState } = useFormContext<{ assignedCourse: string; assignedSections: string[] }>();
  const courseId = watch('assignedCourse');
  const chosen = watch('assignedSections') ?? [];
  const course = courses.find((c) => c._id === courseId);
  const options = useMemo(() => sectionsForCourse(t, course, sections), [t, course, sections]);
  const sectionError = (get(formState.errors, 'assignedSections') as { message?: string } | undefined)?.message;
  const setSections = (next: string[]) => setValue('assignedSections', next, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  return (
    <>
      <FormSelect
        name="assignedCourse"
        label={messages.teachersCourseLabel}
        placeholder={messages.teachersChooseCourse}
        options={courses.map((c) => ({ value: c._id, label: c.name }))}
        onChange={(e) => {
          setValue('assignedCourse', e.currentTarget.value, { shouldValidate: formState.isSubmitted, shouldDirty: true });
          // Sections of another subject's grades no longer apply.
          const allowed = new Set(
            sectionsForCourse(
              t,
              courses.find((c) => c._id === e.currentTarget.value),
              sections,
            ).map((s) => s._id),
          );
          setSections(chosen.filter((id) => allowed.has(id)));
        }}
      />
      {!course ? (
        <Text tone="muted" size="sm">
          {messages.teachersChooseCourseFirst}
        </Text>
      ) : options.length === 0 ? (
        <Text tone="muted" size="sm" role="status">
          {messages.teachersNoSections}
        </Text>
      ) : multiple ? (
        <Group aria-invalid={sectionError ? true : undefined}>
          <legend>{messages.teachersSectionsLabel}</legend>
          <Options>
            {options.map((s) => (
              <Checkbox
                key={s._id}
                label={sectionLabel(t, s.gradeID, s.name)}
                checked={chosen.includes(s._id)}
                onChange={(e) => setSections(e.currentTarget.checked ? [...chosen, s._id] : chosen.filter((id) => id !== s._id))}
              />
            ))}
          </Options>
        </Group>
      ) : (
        <Select
          label={messages.teachersSectionLabel}
          placeholder={messages.teachersChooseSection}
          options={options.map((s) => ({ value: s._id, label: sectionLabel(t, s.gradeID, s.name) }))}
          value={chosen[0] ?? ''}
          onChange={(e) => setSections(e.currentTarget.value ? [e.currentTarget.value] : [])}
          error={sectionError}
        />
      )}
      {multiple && sectionError ? (
        <Text tone="danger" size="sm" role="alert">
          {sectionError}
        </Text>
      ) : null}
      {!course && sectionError && !multiple ? (
        <Text tone="danger" size="sm" role="alert">
          {sectionError}
        </Text>
      ) : null}
    </>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  legend {
    font-weight: ${tokens.font.weightBold};
    padding: 0 ${tokens.space.xs};
  }
`;
const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${tokens.space.sm};
`;
