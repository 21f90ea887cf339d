import { useNavigate } from 'react-router-dom';
import { publicMessages as messages } from '@school/api';
import { Button } from '@school/ui';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      actions={<Button onClick={() => navigate(-1)}>{messages.goBack}</Button>}
    />
  );
}
