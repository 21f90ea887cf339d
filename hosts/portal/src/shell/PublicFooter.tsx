import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '@school/ui';
import { usePublicMessages } from '@school/widgets/i18n';
import { ContactDetails } from '@school/widgets/contact';
import { useSession } from '../session/SessionProvider';

// Below the fold and the only form on most pages: it and the form code (react-hook-form and the
// schemas, the chunk the sign-in also uses) load when the footer nears the screen (decision 127).
const NewsletterBox = lazy(() => import('@school/widgets/newsletter').then((m) => ({ default: m.NewsletterBox })));

/** True once the element is within `margin` of the viewport (at once where IntersectionObserver is missing). */
function useNearScreen(margin = '400px') {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

/** The public footer: the contact block, the newsletter box and the copyright line. */
export function PublicFooter() {
  const messages = usePublicMessages();
  const { api } = useSession();
  const [slotRef, boxNear] = useNearScreen();
  return (
    <Footer id="contact">
      <Columns>
        <ContactDetails tone="dark" headingLevel={2} />
        <BoxSlot ref={slotRef}>
          {boxNear ? (
            <Suspense fallback={null}>
              <NewsletterBox api={api} />
            </Suspense>
          ) : null}
        </BoxSlot>
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

/** The box's place, held before it loads so the copyright line does not move when it comes. */
const BoxSlot = styled.div`
  min-height: 10rem;
`;
