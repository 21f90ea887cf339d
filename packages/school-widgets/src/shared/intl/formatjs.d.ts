import type { MessageKey } from '@school/api';

// FormatJS's typed message ids (decision 190): `intl.formatMessage({ id })` takes a key of the
// catalogue only, so a misspelt or missing key fails the typecheck.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
