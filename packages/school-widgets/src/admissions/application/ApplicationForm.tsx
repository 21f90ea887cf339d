import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, SessionUser } from '@school/api';
import { Alert, Form, FormSubmitButton, tokens } from '@school/ui';
import { queryFallback } from '../../shared/QueryFallback';
import { useApiMutation, useApiQuery } from '../../shared/query';
import { queryKeys } from '../../shared/queryKeys';
import { AccountSection, DocumentsSection, FamilySection, PersonalSection, SchoolSection } from './ApplicationSections';
import {
  applicationFormSchema,
  emptyApplication,
  gradeOptions,
  periodOptions,
  recentPeriods,
  toApplicationFormData,
  type ApplicationFormValues,
} from './logic';
import { UploadProgress } from './UploadProgress';
import { useCatalogueForm } from '../../shared/useCatalogueForm';
import { useFormMessages, usePublicFill } from '../../shared/intl';

export interface ApplicationFormProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** Called after a 200 from register with the new applicant's session (the host signs in and goes to change password). */
  onRegistered: (registration: { token: string; user: SessionUser }) => void;
  /** "Today", for the 8-year period window and the birth date limit. @default new Date() */
  today?: Date;
}

/** The student application (/register): every field of the spec, checked like the server, sent as multipart with upload progress. */
export function ApplicationForm({ api, onRegistered, today }: ApplicationFormProps) {
  const messages = useFormMessages();
  const fill = usePublicFill();
  const [now] = useState(() => today ?? new Date());
  const choices = useApiQuery(queryKeys.register.choices(), async () => {
    const [periods, grades] = await Promise.all([api.register.academicPeriods(), api.register.grades()]);
    if (!periods.ok) return periods;
    if (!grades.ok) return grades;
    return { ...grades, data: { periods: periods.data.academicPeriods, grades: grades.data.grades } };
  });
  const options = {
    periods: periodOptions({ messages, fill }, recentPeriods(choices.data?.periods ?? [], now)),
    grades: gradeOptions({ messages, fill }, choices.data?.grades ?? []),
  };
  // The files' rules in the reader's language (the fields' rules are the server's, in English,
  // read by useCatalogueForm's validation texts until shared/ moves).
  const schema = useMemo(() => applicationFormSchema(messages), [messages]);
  const form = useCatalogueForm(schema, { defaultValues: emptyApplication, mode: 'onSubmit' });
  const [progress, setProgress] = useState<number | null>(null);
  // The form shows the server's error itself (no toast), until the person acts: it stays while
  // they read it and goes when they change a field or send again (issue 38; the spec's 4 s was too
  // short to read on a phone, decision 191).
  const register = useApiMutation((values: ApplicationFormValues) => api.register.submit(toApplicationFormData(values), setProgress), {
    toastErrors: false,
    successText: false,
  });
  const { error: serverError, reset: clearServerError } = register;
  useEffect(() => {
    if (!serverError) return;
    const watching = form.watch(() => clearServerError());
    return () => watching.unsubscribe();
  }, [form, serverError, clearServerError]);

  const submit = async (values: ApplicationFormValues) => {
    setProgress(0);
    const result = await register.run(values);
    setProgress(null);
    // On failure nothing is reset: the applicant fixes what the server said and sends again.
    if (result.ok) onRegistered({ token: result.data.token, user: result.data.user });
  };

  if (choices.status !== 'success') return queryFallback(choices);
  return (
    <Layout>
      <p>{messages.applicationIntro}</p>
      <Form form={form} onSubmit={submit} aria-label={messages.applicationTitle}>
        <PersonalSection maxBirthDate={threeYearsBefore(now)} />
        <AccountSection />
        <FamilySection />
        <SchoolSection periods={options.periods} grades={options.grades} />
        <DocumentsSection />
        <Alert kind="error" message={register.error} />
        {progress !== null ? <UploadProgress fraction={progress} /> : null}
        <FormSubmitButton>{messages.apply}</FormSubmitButton>
      </Form>
    </Layout>
  );
}

/** The latest birth date the date picker offers (at least 3 years ago), `YYYY-MM-DD`. */
function threeYearsBefore(today: Date): string {
  const d = new Date(Date.UTC(today.getFullYear() - 3, today.getMonth(), today.getDate()));
  return d.toISOString().slice(0, 10);
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  max-width: 64rem;
  p {
    margin: 0;
  }
  form > button {
    align-self: flex-start;
  }
`;
