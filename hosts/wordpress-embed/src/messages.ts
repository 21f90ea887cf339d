import { useSchoolIntlState } from '@school/widgets/i18n';

/**
 * Texts the embed adds around the widgets (the widgets' own texts live in @school/api's
 * `messages`). `{ID}` is filled in by the element.
 */
export const embedMessagesEn = {
  applicationReceivedTitle: 'Application received',
  applicationReceivedText:
    'Your ID is {ID}. Sign in at the school portal with this ID and the password you chose to follow your application.',
  applyAgain: 'Send another application',
} as const;

/** Amharic twin of embedMessagesEn (issue 19; awaiting the school's review, docs/decisions/0060-amharic-catalogue-plurals-and-languages.md). */
export const embedMessagesAm: { [K in keyof typeof embedMessagesEn]: string } = {
  applicationReceivedTitle: 'ማመልከቻው ደርሷል',
  applicationReceivedText: 'መለያ ቁጥርዎ {ID} ነው። ማመልከቻዎን ለመከታተል በዚህ መለያ ቁጥርና በመረጡት የይለፍ ቃል ወደ ትምህርት ቤቱ መግቢያ ይግቡ።',
  applyAgain: 'ሌላ ማመልከቻ ላክ',
};

/** The embed's texts in the language of the element's provider (its `lang` or the page's). */
export function useEmbedMessages(): { readonly [K in keyof typeof embedMessagesEn]: string } {
  return useSchoolIntlState().language === 'am' ? embedMessagesAm : embedMessagesEn;
}
