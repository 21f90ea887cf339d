import { useState } from 'react';
import styled from 'styled-components';
import { ApplicationForm } from '@school/widgets/admissions/application';
import { usePublicFill } from '@school/widgets/i18n';
import { Alert, Button, tokens } from '@school/ui';
import { useEmbedMessages } from '../messages';
import { defineWidget } from '../shell/defineWidget';
import { EmbedShell, type EmbedElementProps } from '../shell/EmbedShell';
import { emitFromHost } from '../shell/events';

export type ApplyElementProps = EmbedElementProps;

/** Detail of `school-apply:submitted`: the new applicant's ID. */
export interface ApplySubmittedDetail {
  ID: string;
}

/**
 * `<school-apply>`: the student application form. After the server accepts it the element shows
 * the new ID and emits `school-apply:submitted` with `{ ID }`; the session token the server
 * returns is not kept (the applicant signs in at the portal).
 */
export function ApplyElement({ container, apiBase, lang }: ApplyElementProps) {
  const [registeredId, setRegisteredId] = useState<string | null>(null);
  return (
    <EmbedShell container={container} apiBase={apiBase} lang={lang}>
      {(api) =>
        registeredId ? (
          <Received ID={registeredId} onAgain={() => setRegisteredId(null)} />
        ) : (
          <ApplicationForm
            api={api}
            onRegistered={({ user }) => {
              emitFromHost<ApplySubmittedDetail>(container, 'school-apply:submitted', { ID: user.ID });
              setRegisteredId(user.ID);
            }}
          />
        )
      }
    </EmbedShell>
  );
}

/** The new applicant's ID, in the element's language (read under its provider, so a component of its own). */
function Received({ ID, onAgain }: { ID: string; onAgain: () => void }) {
  const texts = useEmbedMessages();
  const fill = usePublicFill();
  return (
    <ReceivedBox>
      <h2>{texts.applicationReceivedTitle}</h2>
      <Alert kind="success" message={fill(texts.applicationReceivedText, { ID })} />
      <Button variant="secondary" onClick={onAgain}>
        {texts.applyAgain}
      </Button>
    </ReceivedBox>
  );
}

const ReceivedBox = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  justify-items: start;
  h2 {
    margin: 0;
  }
`;

defineWidget('school-apply', ApplyElement, {});
