import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@school/ui';
import { usePublicMessages } from '@school/widgets/i18n';
import { useSession } from '../session/SessionProvider';

/** The dialog of SessionExpiredOverlay: it stays until OK, which goes to /home. */
export function SessionExpiredDialog() {
  const messages = usePublicMessages();
  const { expired, acknowledgeExpiry } = useSession();
  const navigate = useNavigate();
  return (
    <Dialog
      open={expired}
      // Escape and outside clicks do not dismiss it: only OK does.
      onOpenChange={() => undefined}
      showClose={false}
      title={messages.sessionExpired}
      description={messages.sessionExpiredOverlay}
      footer={
        <Button
          onClick={() => {
            acknowledgeExpiry();
            navigate('/home', { replace: true });
          }}
        >
          {messages.ok}
        </Button>
      }
    />
  );
}
