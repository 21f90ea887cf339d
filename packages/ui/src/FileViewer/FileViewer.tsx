import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert';
import { LoadingState } from '../LoadingState/LoadingState';
import { tokens } from '../theme';
import { useUiMessages } from '../UiProvider/UiProvider';
import { viewableKindOf } from './fileKind';

export interface FileViewerProps {
  /** Where the file is read (a token-in-path URL works: no header is needed). */
  url: string;
  /** The file's name; its extension decides how it is shown. */
  fileName: string;
  /** Accessible name of the shown image or frame. @default fileName */
  title?: string;
  /** Swap fetch (tests). @default globalThis.fetch */
  fetchFile?: typeof globalThis.fetch;
}

type State =
  { url: string; status: 'loading' } | { url: string; status: 'error'; message: string } | { url: string; status: 'ready'; src: string };

/**
 * Shows a jpg, jpeg, png or gif as an image and a pdf in a frame; any other type reads
 * 'File format not supported'. The file is fetched first, so a failure reads
 * 'Error: {status} {statusText}' (or 'Error fetching the file.') instead of a broken frame.
 */
export function FileViewer({ url, fileName, title, fetchFile }: FileViewerProps) {
  const messages = useUiMessages();
  const kind = viewableKindOf(fileName);
  const [state, setState] = useState<State>({ url, status: 'loading' });

  useEffect(() => {
    if (kind === 'unsupported') return;
    let live = true;
    let objectUrl: string | null = null;
    const run = fetchFile ?? globalThis.fetch.bind(globalThis);
    run(url)
      .then(async (res) => {
        if (!live) return;
        if (!res.ok) {
          setState({
            url,
            status: 'error',
            message: messages.fileFetchError.replace('{status}', String(res.status)).replace('{statusText}', res.statusText).trim(),
          });
          return;
        }
        // Images show from the fetched bytes; a pdf frame loads the URL itself (CSP allows same-origin frames, not blob: ones).
        if (kind === 'image' && typeof URL.createObjectURL === 'function') {
          objectUrl = URL.createObjectURL(await res.blob());
          if (live) setState({ url, status: 'ready', src: objectUrl });
        } else setState({ url, status: 'ready', src: url });
      })
      .catch(() => live && setState({ url, status: 'error', message: messages.fileFetchFailed }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, kind, fetchFile, messages]);

  const name = title ?? fileName;
  if (kind === 'unsupported') return <Alert kind="warning" message={messages.fileFormatNotSupported} />;
  const current: State = state.url === url ? state : { url, status: 'loading' };
  if (current.status === 'loading') return <LoadingState label={messages.loading} />;
  if (current.status === 'error') return <Alert kind="error" message={current.message} />;
  return (
    <Frame data-ui="file-viewer" data-kind={kind}>
      {kind === 'image' ? <img src={current.src} alt={name} /> : <iframe src={current.src} title={name} />}
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  img {
    max-width: 100%;
    max-height: 70vh;
    object-fit: contain;
    border-radius: ${tokens.radius.md};
  }
  iframe {
    width: 100%;
    height: 70vh;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
`;
