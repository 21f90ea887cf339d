import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '@school/api';
import { tokens } from '@school/ui';
import { PublicStatistics, SchoolWelcome } from '@school/widgets/home';
import { useSession } from '../session/SessionProvider';

/** The public home: welcome and about, then the school in numbers. */
export function HomePage() {
  const { api } = useSession();
  const { hash } = useLocation();
  // The router does not scroll to #about / #contact by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
  return (
    <Page>
      <section id="about" aria-labelledby="about-heading">
        <h1 id="about-heading">{messages.welcomeTitle}</h1>
        <SchoolWelcome />
      </section>
      <section id="statistics" aria-labelledby="statistics-heading">
        <h2 id="statistics-heading">{messages.statisticsTitle}</h2>
        <PublicStatistics api={api} />
      </section>
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  gap: ${tokens.space.xxl};
  padding: ${tokens.space.xl} ${tokens.space.lg};
  max-width: 72rem;
  margin: 0 auto;
  width: 100%;
  box-sizing: border-box;
  h1,
  h2 {
    margin: 0 0 ${tokens.space.lg};
  }
`;
