import type { ApiClient } from '@school/api';
import { Tabs } from '@school/ui';
import { GradeScalePanel } from './GradeScalePanel';
import { SemesterOwnerships } from './SemesterOwnerships';
import { YearOwnerships } from './YearOwnerships';
import { UnownedYears } from './UnownedYears';
import { useMessages } from '../shared/intl';

export interface OtherHubProps {
  api: ApiClient;
  /** Admins manage ownerships and the scale; a teacher sees their own sections and reads the scale. */
  canManage: boolean;
  onOpenSection: (open: { sectionId: string }) => void;
  onOpenYear: (open: { sectionName: string; year: number }) => void;
}

/** The Other hub (spec 002): Section Ownership by semester, by year, and the Grade Scale. */
export function OtherHub({ api, canManage, onOpenSection, onOpenYear }: OtherHubProps) {
  const messages = useMessages();
  return (
    <section aria-labelledby="other-hub-title">
      <h1 id="other-hub-title">{messages.otherHubTitle}</h1>
      <Tabs
        label={messages.otherTabs}
        items={[
          {
            value: 'semester',
            label: messages.ownershipBySemesterTab,
            content: <SemesterOwnerships api={api} canManage={canManage} onOpenSection={onOpenSection} />,
          },
          {
            value: 'year',
            label: messages.ownershipByYearTab,
            content: (
              <>
                <YearOwnerships api={api} canManage={canManage} onOpenYear={onOpenYear} />
                {canManage ? <UnownedYears api={api} onOpenYear={onOpenYear} /> : null}
              </>
            ),
          },
          { value: 'scale', label: messages.gradeScaleTab, content: <GradeScalePanel api={api} canEdit={canManage} /> },
        ]}
      />
    </section>
  );
}
