import type { QueryKey } from '@tanstack/react-query';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient, ApiResult, StudentFieldsInput, StudentRecord } from '@school/api';
import { Alert, Button, Dialog, DialogClose, DialogFooter, Form, FormSelect, FormSubmitButton, FormTextField, tokens } from '@school/ui';
import { useTexts, useMessages, type Texts } from '../shared/intl';
import { toFormDate } from '../shared/studentLogic';
import { STUDENT_NOTICE_MS, useNotice } from '../shared/useNotice';
import { useApiMutation } from '../shared/query';
import { savedInto, STUDENT_CHANGES } from '../shared/studentCache';
import { useTextsForm } from '../shared/schemaText';

export interface StudentDialogProps {
  /** The API client (admin token; edit needs a super admin). */
  api: ApiClient;
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close (Cancel, Escape, after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The student to edit; without it the dialog adds one. @default undefined */
  student?: StudentRecord;
  /** Called after the server saved: the record, and on add the temporary password. @default undefined */
  onSaved?: (saved: { student: StudentRecord; temporaryPassword?: string }) => void;
  /** The read an edited record is shown from: the saved record is written there. @default undefined */
  detailKey?: QueryKey;
}

type Values = Record<keyof StudentFieldsInput, string>;
/** Every field is text the server checks (the spec's forms check nothing on the client). */
const schema = z.object(
  Object.fromEntries(
    (
      [
        'firstName',
        'middleName',
        'lastName',
        'gender',
        'age',
        'email',
        'birthDate',
        'birthPlace',
        'phoneNumber',
        'motherFullName',
        'homeAddress',
        'emergencyContact',
        'emergencyPhoneNumber',
      ] as const
    ).map((k) => [k, z.string()]),
  ) as Record<keyof Values, z.ZodString>,
);
/** The text fields, labelled in the reader's language. */
const textFields = ({
  messages,
}: Texts): { name: Exclude<keyof Values, 'gender' | 'age'>; label: string; type?: string; hint?: string }[] => [
  { name: 'firstName', label: messages.firstNameLabel },
  { name: 'middleName', label: messages.middleNameLabel },
  { name: 'lastName', label: messages.lastNameLabel },
  { name: 'email', label: messages.emailLabel, type: 'email' },
  { name: 'birthDate', label: messages.dateOfBirthLabel, hint: messages.dateOfBirthHint },
  { name: 'birthPlace', label: messages.birthPlaceLabel },
  { name: 'phoneNumber', label: messages.phoneNumberLabel, type: 'tel' },
  { name: 'motherFullName', label: messages.motherFullNameLabel },
  { name: 'homeAddress', label: messages.homeAddressLabel },
  { name: 'emergencyContact', label: messages.emergencyContactLabel },
  { name: 'emergencyPhoneNumber', label: messages.emergencyPhoneLabel, type: 'tel' },
];

const valuesOf = (s?: StudentRecord): Values => ({
  firstName: s?.firstName ?? '',
  middleName: s?.middleName ?? '',
  lastName: s?.lastName ?? '',
  gender: s?.gender ?? '',
  age: s?.age === null || s?.age === undefined ? '' : String(s.age),
  email: s?.email ?? '',
  birthDate: toFormDate(s?.birthDate),
  birthPlace: s?.birthPlace ?? '',
  phoneNumber: s?.phoneNumber ?? '',
  motherFullName: s?.motherFullName ?? '',
  homeAddress: s?.homeAddress ?? '',
  emergencyContact: s?.emergencyContact ?? '',
  emergencyPhoneNumber: s?.emergencyPhoneNumber ?? '',
});

/**
 * Add or edit a student (spec 000 §2 dialogs). The spec's student forms check nothing on the
 * client: age is a number field, gender male or female, the date of birth MM/DD/YYYY; the server
 * answers any problem, shown here with every typed value kept.
 */
export function StudentDialog({ open, onOpenChange, student, ...rest }: StudentDialogProps) {
  const messages = useMessages();
  const title = student ? messages.editStudentTitle : messages.addStudentTitle;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <StudentForm student={student} onOpenChange={onOpenChange} title={title} {...rest} />
    </Dialog>
  );
}

function StudentForm({ api, student, onOpenChange, onSaved, detailKey, title }: Omit<StudentDialogProps, 'open'> & { title: string }) {
  const t = useTexts();
  const { messages, fill } = t;
  const fields = textFields(t);
  const notice = useNotice(STUDENT_NOTICE_MS);
  const form = useTextsForm(schema, { defaultValues: valuesOf(student) });
  // The dialog shows a refusal itself, with everything typed kept.
  const save = useApiMutation(
    (body: StudentFieldsInput): Promise<ApiResult<{ student: StudentRecord; temporaryPassword?: string }>> =>
      student ? api.students.edit(student._id, body) : api.students.add(body),
    {
      announce: notice,
      toastErrors: false,
      successText: student ? messages.updated : messages.added,
      updates: savedInto(student ? detailKey : undefined),
      invalidates: STUDENT_CHANGES,
    },
  );

  const submit = async (values: Values) => {
    const result = await save.run({ ...values, age: values.age.trim() === '' ? '' : Number(values.age) } as StudentFieldsInput);
    if (!result.ok) return;
    onSaved?.({ student: result.data.student, temporaryPassword: result.data.temporaryPassword });
    onOpenChange(false);
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={title}>
      <Grid>
        {fields.slice(0, 3).map((f) => (
          <FormTextField<Values> key={f.name} label={f.label} name={f.name} />
        ))}
        <FormSelect<Values>
          label={messages.genderLabel}
          name="gender"
          placeholder={messages.chooseGender}
          options={[
            { value: 'male', label: messages.male },
            { value: 'female', label: messages.female },
          ]}
        />
        <FormTextField<Values> label={messages.ageLabel} name="age" type="number" inputMode="numeric" min={3} max={30} />
        {fields.slice(3).map((f) => (
          <FormTextField<Values> key={f.name} label={f.label} name={f.name} type={f.type} hint={f.hint} />
        ))}
      </Grid>
      <Alert kind="error" message={save.error ? fill(messages.studentSaveFailed, { error: save.error }) : null} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{messages.cancelAction}</Button>
        </DialogClose>
        <FormSubmitButton>{messages.saveAction}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${tokens.space.md};
`;
