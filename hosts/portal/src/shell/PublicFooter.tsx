import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { publicMessages as messages } from '@school/api';
import { tokens } from '@school/ui';
import { ContactDetails } from '@school/widgets/contact';
import { useSession } from '../session/SessionProvider';

// Below the fold and the only form on most pages: it (and the validation code) loads after the page.
const NewsletterBox = lazy(() => import('@school/widgets/newsletter').then((m) => ({ default: m.NewsletterBox })));

/** The public footer: the contact block, the newsletter box and the copyright line. */
export function PublicFooter() {
  const { api } = useSession();
  return (
    <Footer id="contact">
      <Columns>
        <ContactDetails tone="dark" headingLevel={2} />
        <Suspense fallback={null}>
          <NewsletterBox api={api} />
        </Suspense>
      </Columns>
      <small>{messages.copyright}</small>
    </Footer>
  );
}

const Footer = styled.footer`
  display: grid;
  gap: ${tokens.space.xl};
  padding: ${tokens.space.xl} ${tokens.space.lg};
  background: ${tokens.color.text};
  color: ${tokens.color.background};
  a {
    color: inherit;
  }
  /* The newsletter box's label and texts sit on the dark footer too. */
  form label,
  form p {
    color: ${tokens.color.background};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  align-items: start;
`;
