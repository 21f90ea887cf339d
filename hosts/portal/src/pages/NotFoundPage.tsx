import { useNavigate } from 'react-router-dom';
import { usePublicMessages } from '@school/widgets/i18n';
import { Button } from '@school/ui';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const messages = usePublicMessages();
  const navigate = useNavigate();
  return (
    <StatusPage
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      actions={<Button onClick={() => navigate(-1)}>{messages.goBack}</Button>}
    />
  );
}
