import styled from 'styled-components';
import { tokens } from '@school/ui';
import { usePublicTexts } from '../shared/intl';
import { levelLabel, subjectsFor, type SchoolLevel } from './logic';

export interface CourseListProps {
  /** Which level's subjects to show. */
  level: SchoolLevel;
  /** Heading level of the page title. @default 1 */
  headingLevel?: 1 | 2;
}

/** A course page: the subjects taught at one level (preparatory by stream). */
export function CourseList({ level, headingLevel = 1 }: CourseListProps) {
  const Heading = `h${headingLevel}` as 'h1';
  const SubHeading = `h${headingLevel + 1}` as 'h2';
  const t = usePublicTexts();
  const { messages, fill } = t;
  const title = fill(messages.coursesTitle, { level: levelLabel(t, level) });
  return (
    <Root aria-label={title} data-level={level}>
      <Heading>{title}</Heading>
      <Groups>
        {subjectsFor(t, level).map((group) => (
          <Group key={group.name ?? level} aria-label={group.name ?? title}>
            {group.name ? <SubHeading>{group.name}</SubHeading> : null}
            <ul>
              {group.subjects.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </Group>
        ))}
      </Groups>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.lg};
  h1,
  h2 {
    margin: 0;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
`;

const Group = styled.section`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.sm};
  h2,
  h3 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.sizeLg};
    color: ${tokens.color.primary};
  }
  ul {
    margin: 0;
    padding-left: ${tokens.space.xl};
    line-height: 1.8;
  }
`;
