import styled from 'styled-components';
import { tokens } from '@school/ui';
import { ContactDetails, FeedbackForm } from '@school/widgets/contact';
import { useSession } from '../../session/SessionProvider';
import { PublicPage } from './PublicPage';
import { usePublicMessages } from '@school/widgets/i18n';

/** /contactus: contact details, social links and the feedback form. */
export function ContactPage() {
  const messages = usePublicMessages();
  const { api } = useSession();
  return (
    <PublicPage title={messages.contactUs}>
      <Columns>
        <ContactDetails />
        <section aria-labelledby="feedback-heading">
          <h2 id="feedback-heading">{messages.feedbackTitle}</h2>
          <FeedbackForm api={api} />
        </section>
      </Columns>
    </PublicPage>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  align-items: start;
  h2 {
    margin: 0 0 ${tokens.space.md};
  }
`;
