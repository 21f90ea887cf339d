import styled from 'styled-components';
import type { ApiClient, FamilyDigest as Digest } from '@school/api';
import { Button, Card, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { fullNameOf, parentKeys } from './logic';

type Child = Digest['children'][number];

export interface FamilyDigestProps {
  api: ApiClient;
  parentId: string;
  /** A card's "Show details": opens that child (students `_id`) in the dashboard. @default undefined (no button) */
  onOpen?: (studentId: string) => void;
}

/**
 * The digest's read, shared by the digest and the dashboard around it (which waits for it, so the
 * page does not shift when it arrives). Reading the digest records the visit (the server keeps one
 * window per visit): one read per page, the key deduplicates the two callers.
 */
export function useFamilyDigest(api: ApiClient, parentId: string) {
  return useApiQuery(parentKeys.digest(parentId), () => api.permissions.family.digest(parentId), { staleTime: Infinity });
}

/** The family digest: one card per child with what changed since the parent's last visit. */
export function FamilyDigest({ api, parentId, onOpen }: FamilyDigestProps) {
  const { messages, fill, format } = useTexts();
  const { formatDateTime } = format;
  const query = useFamilyDigest(api, parentId);
  if (query.status !== 'success') return queryFallback(query);
  const { since, children } = query.data;
  if (children.length === 0) return null;
  return (
    <section aria-labelledby="family-digest">
      <Heading>
        <h2 id="family-digest">{messages.digestTitle}</h2>
        <p>{since ? fill(messages.digestSince, { date: formatDateTime(since) }) : messages.digestSinceFirst}</p>
      </Heading>
      <Cards>
        {children.map((c) => (
          <Card
            key={c.student._id}
            title={`${fullNameOf(c.student)} (${c.student.ID})`}
            actions={
              onOpen ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={fill(messages.digestOpenChildOf, { name: fullNameOf(c.student) })}
                  onClick={() => onOpen(c.student._id)}
                >
                  {messages.digestOpenChild}
                </Button>
              ) : null
            }
          >
            <ChildChanges child={c} />
          </Card>
        ))}
      </Cards>
    </section>
  );
}

function ChildChanges({ child }: { child: Child }) {
  const { messages, fill, format } = useTexts();
  const { formatDate, formatDateTime } = format;
  const groups = [
    {
      title: messages.digestNewGrades,
      lines: child.newGrades.map((g) =>
        g.year !== undefined && g.semester !== undefined
          ? fill(messages.digestGradeLineTerm, { course: g.course, section: g.section, count: g.count, year: g.year, semester: g.semester })
          : fill(messages.digestGradeLine, { course: g.course, section: g.section, count: g.count }),
      ),
    },
    {
      title: messages.digestAbsences,
      lines: child.absences.map((a) =>
        fill(messages.digestAbsenceLine, {
          date: formatDate(Date.parse(`${a.date}T12:00:00`)),
          course: a.course,
          status: a.status === 'Absent' ? messages.attendanceAbsent : messages.attendanceLate,
        }),
      ),
    },
    {
      title: messages.digestOverdue,
      lines: child.overdue.map((o) =>
        fill(messages.digestOverdueLine, { title: o.title, course: o.course, date: formatDateTime(o.dueDate) }),
      ),
    },
    {
      title: messages.digestResults,
      lines: child.results.map((r) => fill(messages.digestResultLine, { section: r.section, year: r.year, semester: r.semester })),
    },
  ].filter((g) => g.lines.length > 0);
  if (groups.length === 0) return <Quiet>{messages.digestNothingNew}</Quiet>;
  return (
    <Groups>
      {groups.map((g) => (
        <div key={g.title}>
          <h4>
            {g.title} <span>({g.lines.length})</span>
          </h4>
          <ul>
            {g.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </Groups>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  margin-bottom: ${tokens.space.sm};
  p {
    margin: 0;
    color: ${tokens.color.textMuted};
  }
`;
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${tokens.space.md};
`;
const Groups = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  h4 {
    margin: 0;
    font-size: ${tokens.font.sizeMd};
  }
  h4 span {
    color: ${tokens.color.textMuted};
    font-weight: normal;
  }
  ul {
    margin: ${tokens.space.xs} 0 0;
    padding-left: ${tokens.space.lg};
  }
`;
const Quiet = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;
