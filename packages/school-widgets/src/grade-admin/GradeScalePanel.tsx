import { useState } from 'react';
import styled from 'styled-components';
import { teacherExamMaximum, type ApiClient, type GradeScale } from '@school/api';
import { z } from 'zod';
import { Alert, Button, Card, Form, FormSubmitButton, FormTextField, tokens } from '@school/ui';
import { useTextsForm } from '../shared/schemaText';
import { queryKeys } from '../shared/queryKeys';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts, type Texts } from '../shared/intl';
import { scaleError, type ScaleDraft } from './logic';

export interface GradeScalePanelProps {
  /** The API client. */
  api: ApiClient;
  /** Admins edit; others only read. @default false */
  canEdit?: boolean;
}

const scaleFields = ({ messages }: Texts) =>
  [
    ['total', messages.scaleTotal],
    ['finalExam', messages.scaleFinalExam],
    ['midExam', messages.scaleMidExam],
    ['teachExam', messages.scaleTeachExam],
  ] as const;

/**
 * The grade scale (spec 002 Other hub): view, then Edit, then Update; a create form when none is
 * saved. All four fields are required and total must equal the sum ('The sum of finalExam,
 * midExam, and teachExam must equal the total.').
 */
export function GradeScalePanel({ api, canEdit = false }: GradeScalePanelProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const query = useApiQuery(queryKeys.gradeReports.scale(), () => api.gradeReports.gradeScale());
  const [editing, setEditing] = useState(false);
  if (query.status !== 'success') return queryFallback(query);
  const scale = query.data.gradeScale;
  if (canEdit && (editing || !scale)) return <ScaleForm api={api} scale={scale} onDone={() => setEditing(false)} />;
  return (
    <Card
      title={messages.gradeScaleTitle}
      actions={
        canEdit ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {messages.edit}
          </Button>
        ) : null
      }
    >
      {scale ? (
        <Facts>
          {scaleFields(t).map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {scale[key]}
                {key === 'teachExam' ? ` (${fill(messages.scaleTeachExamEach, { value: teacherExamMaximum(scale.teachExam) })})` : ''}
              </dd>
            </div>
          ))}
        </Facts>
      ) : (
        <p>{messages.gradeScaleNone}</p>
      )}
    </Card>
  );
}

const scaleSchema = z.object({ total: z.string(), finalExam: z.string(), midExam: z.string(), teachExam: z.string() });

function ScaleForm({ api, scale, onDone }: { api: ApiClient; scale: GradeScale | null; onDone: () => void }) {
  const t = useTexts();
  const { messages } = t;
  const form = useTextsForm(scaleSchema, {
    defaultValues: {
      total: scale ? String(scale.total) : '',
      finalExam: scale ? String(scale.finalExam) : '',
      midExam: scale ? String(scale.midExam) : '',
      teachExam: scale ? String(scale.teachExam) : '',
    },
  });
  const save = useApiMutation((body: GradeScale) => api.gradeReports.saveGradeScale(body), {
    invalidates: [queryKeys.gradeReports.all],
    toastErrors: false,
    onSuccess: onDone,
  });
  // The four fields together: all required and total the sum (scaleError), said once for the form.
  const submit = async (draft: ScaleDraft) => {
    const problem = scaleError(t, draft);
    if (problem) return form.setError('root', { message: problem });
    await save.run({
      total: Number(draft.total),
      finalExam: Number(draft.finalExam),
      midExam: Number(draft.midExam),
      teachExam: Number(draft.teachExam),
    });
  };
  const error = form.formState.errors.root?.message ?? save.error;
  return (
    <Card title={scale ? messages.gradeScaleTitle : messages.gradeScaleCreateTitle}>
      <Grid>
        <Form form={form} onSubmit={submit}>
          {scaleFields(t).map(([key, label]) => (
            <FormTextField key={key} name={key} label={label} type="number" inputMode="decimal" min={0} max={100} step="any" />
          ))}
          {error ? <Alert kind="error" message={error} /> : null}
          <Actions>
            <FormSubmitButton>{scale ? messages.update : messages.create}</FormSubmitButton>
            {scale ? (
              <Button variant="ghost" onClick={onDone}>
                {messages.cancelEdit}
              </Button>
            ) : null}
          </Actions>
        </Form>
      </Grid>
    </Card>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${tokens.space.md};
  margin: 0;
  dt {
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
    font-weight: ${tokens.font.weightBold};
  }
`;
const Grid = styled.div`
  form {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: ${tokens.space.md};
    align-items: end;
  }
  form > [data-ui='alert'] {
    grid-column: 1 / -1;
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  grid-column: 1 / -1;
`;
