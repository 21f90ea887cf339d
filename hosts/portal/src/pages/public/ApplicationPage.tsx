import { useNavigate } from 'react-router-dom';
import { changePasswordPathFor } from '@school/api';
import { useToasts } from '@school/ui';
import { ApplicationForm, REGISTRATION_NOTICE_MS } from '@school/widgets/admissions/application';
import { useSession } from '../../session/SessionProvider.tsx';
import { PublicPage } from './PublicPage.tsx';
import { useFormMessages } from '@school/widgets/i18n';

/** /register: the application; on success the applicant is signed in and may change the chosen password. */
export function ApplicationPage() {
  const messages = useFormMessages();
  const { api, signIn } = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();
  return (
    <PublicPage title={messages.applicationTitle}>
      <ApplicationForm
        api={api}
        onRegistered={({ token, user }) => {
          signIn(token, user);
          toasts.push({ kind: 'success', message: messages.registered, durationMs: REGISTRATION_NOTICE_MS });
          navigate(changePasswordPathFor('student', user.ID));
        }}
      />
    </PublicPage>
  );
}
