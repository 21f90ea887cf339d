import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, ApiResult, GradeSection } from '@school/api';
import { Alert, Button, Dialog, Select, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiMutation, useApiQuery } from '../shared/query';
import { TeacherPicker } from '../shared/TeacherPicker';
import { useMessages } from '../shared/intl';

export interface AssignOwnerDialogProps {
  api: ApiClient;
  /** 'semester' names a section of a term; 'year' a section name and a year. */
  mode: 'semester' | 'year';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const periodOf = (s: GradeSection) => s.grade_academic_period_id.academic_period_id;

/** Assigns a section owner (POST sectionowner / sectionowneryear); Assign stays disabled until both are chosen. */
export function AssignOwnerDialog({ api, mode, open, onOpenChange }: AssignOwnerDialogProps) {
  const messages = useMessages();
  const sectionsQuery = useApiQuery(queryKeys.gradeReports.allSections(), () => api.gradeReports.allSections(), { enabled: open });
  const [choice, setChoice] = useState('');
  const [owner, setOwner] = useState('');
  const sections = useMemo(() => (sectionsQuery.status === 'success' ? sectionsQuery.data.sections : []), [sectionsQuery]);
  const options = useMemo(() => {
    if (mode === 'semester') {
      return sections.map((s) => ({ value: s._id, label: `${s.name} · ${periodOf(s).year} / ${periodOf(s).semester}` }));
    }
    const pairs = new Map<string, string>();
    for (const s of sections) pairs.set(`${s.name}|${periodOf(s).year}`, `${s.name} · ${periodOf(s).year}`);
    return [...pairs].map(([value, label]) => ({ value, label }));
  }, [sections, mode]);
  // The owner is chosen among every teacher of the school (as the Assign tab): searched on the server.
  const periodId = useMemo(() => {
    const s =
      mode === 'semester' ? sections.find((x) => x._id === choice) : sections.find((x) => `${x.name}|${periodOf(x).year}` === choice);
    return s ? periodOf(s)._id : (sections[0] && periodOf(sections[0])._id) || '';
  }, [sections, choice, mode]);
  const close = () => {
    setChoice('');
    setOwner('');
    onOpenChange(false);
  };
  const save = useApiMutation(
    async (): Promise<ApiResult<unknown>> => {
      if (mode === 'semester') return api.gradeReports.addSectionOwner({ section_id: choice, owner_id: owner });
      const [section_name, year] = choice.split('|');
      return api.gradeReports.addSectionYearOwner({ section_name, year: Number(year), owner_id: owner });
    },
    { invalidates: [queryKeys.gradeReports.all], toastErrors: false, onSuccess: close },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title={mode === 'semester' ? messages.assignOwnerTitle : messages.assignYearOwnerTitle}
      footer={
        <Button disabled={!choice || !owner} busy={save.isPending} onClick={() => void save.run(undefined)}>
          {messages.assign}
        </Button>
      }
    >
      <Fields>
        <Select
          label={mode === 'semester' ? messages.sectionLabel : messages.sectionNameLabel}
          placeholder={messages.chooseOption}
          options={options}
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value)}
        />
        <TeacherPicker
          api={api}
          periodId={periodId}
          enabled={open}
          label={messages.ownerLabel}
          placeholder={messages.chooseOption}
          optionValue={(t) => t.ID}
          value={owner}
          onChange={setOwner}
        />
        {save.error ? <Alert kind="error" message={save.error} /> : null}
      </Fields>
    </Dialog>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;
