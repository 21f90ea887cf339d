import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from '@school/ui';
import { usePublicMessages } from '@school/widgets/i18n';
import { ApplyPrompt, GalleryCarousel, PublicStatistics, SchoolWelcome, StaffMessages, Testimonials } from '@school/widgets/home';
import { useSession } from '../session/SessionProvider';

/** The public home: welcome and about, the photo carousel, the numbers, staff messages, testimonials, Apply. */
export function HomePage() {
  const messages = usePublicMessages();
  const { api } = useSession();
  const navigate = useNavigate();
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
      <GalleryCarousel api={api} />
      <section id="statistics" aria-labelledby="statistics-heading">
        <h2 id="statistics-heading">{messages.statisticsTitle}</h2>
        <PublicStatistics api={api} />
      </section>
      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading">{messages.staffMessagesTitle}</h2>
        <StaffMessages api={api} />
      </section>
      <section aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">{messages.testimonialsTitle}</h2>
        <Testimonials api={api} />
      </section>
      <ApplyPrompt onApply={() => navigate('/register')} />
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
