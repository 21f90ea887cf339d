import { useNavigate } from 'react-router-dom';
import { messages } from '@school/api';
import { Button } from '@school/ui';
import { StatusPage } from './StatusPage';

export function UnauthorizedPage() {
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
