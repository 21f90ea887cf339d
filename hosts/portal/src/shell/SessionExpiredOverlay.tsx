import { useNavigate } from 'react-router-dom';
import { messages } from '@school/api';
import { Button, Dialog } from '@school/ui';
import { useSession } from '../session/SessionProvider';

/** Shown after a 440 'session expired'; it stays until OK, which goes to /home. */
export function SessionExpiredOverlay() {
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
