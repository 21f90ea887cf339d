import { englishFormMessages, type FormMessages } from '@school/api';
import { useSchoolIntlState } from './state';

/**
 * The public forms' texts (sign-in, application, feedback, newsletter) in the reader's language:
 * the twin of `formMessages`. As `usePublicMessages()` (publicWords.ts), the language's catalogue
 * read as it is (it has every key: api's messages/parity.test.ts), with no overlay and no date
 * formats in the module, so the embed's form elements stay within their budgets (decision 250).
 */
export function useFormMessages(): FormMessages {
  return (useSchoolIntlState().texts as FormMessages | null) ?? englishFormMessages;
}
