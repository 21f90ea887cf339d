import { useNavigate } from 'react-router-dom';
import { Button } from '@school/ui';
import { StatusPage } from './StatusPage';
import { usePublicMessages } from '@school/widgets/i18n';

export function UnauthorizedPage() {
  const messages = usePublicMessages();
  const navigate = useNavigate();
  return (
    <StatusPage
      title={messages.unauthorizedTitle}
      text={messages.unauthorizedText}
      actions={
        <>
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {messages.goBack}
          </Button>
          <Button onClick={() => navigate('/home')}>{messages.home}</Button>
        </>
      }
    />
  );
}
