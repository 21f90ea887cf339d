import styled from 'styled-components';
import type { PublicMessages } from '@school/api';
import { tokens } from '@school/ui';
import { usePublicMessages } from '../shared/intl';

export interface ContactDetailsProps {
  /** Heading level of the block's title. @default 2 */
  headingLevel?: 2 | 3;
  /** Colour scheme: on a light page or on the dark footer. @default 'light' */
  tone?: 'light' | 'dark';
}

/** The school's social media links (from the message catalogue), in the reader's language. */
export const socialLinks = (messages: PublicMessages) =>
  [
    { label: messages.facebook, href: messages.schoolFacebookUrl },
    { label: messages.telegram, href: messages.schoolTelegramUrl },
    { label: messages.youtube, href: messages.schoolYoutubeUrl },
  ] as const;

/** The school's contact block: address, phone, email and social links (from the message catalogue). */
export function ContactDetails({ headingLevel = 2, tone = 'light' }: ContactDetailsProps) {
  const messages = usePublicMessages();
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <Root data-tone={tone} aria-label={messages.contactDetails}>
      <Heading>{messages.contactDetails}</Heading>
      <dl>
        <dt>{messages.addressLabel}</dt>
        <dd>{messages.schoolAddress}</dd>
        <dt>{messages.phoneLabel}</dt>
        <dd>
          <a href={`tel:${messages.schoolPhone.replace(/\s/g, '')}`}>{messages.schoolPhone}</a>
        </dd>
        <dt>{messages.emailLabel}</dt>
        <dd>
          <a href={`mailto:${messages.schoolEmail}`}>{messages.schoolEmail}</a>
        </dd>
      </dl>
      <nav aria-label={messages.socialLinks}>
        <span>{messages.socialLinks}</span>
        <ul>
          {socialLinks(messages).map((s) => (
            <li key={s.href}>
              <a href={s.href} rel="noopener noreferrer" target="_blank">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.sm};
  color: ${tokens.color.text};
  &[data-tone='dark'] {
    color: ${tokens.color.background};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
  a {
    color: inherit;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${tokens.space.xs} ${tokens.space.md};
    margin: 0;
  }
  dt {
    font-weight: ${tokens.font.weightBold};
  }
  dd {
    margin: 0;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.md};
    align-items: center;
  }
  ul {
    display: flex;
    gap: ${tokens.space.md};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
