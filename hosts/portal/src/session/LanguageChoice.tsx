import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { isCalendar, isLanguage, type Calendar, type Language, type OfferedLanguage } from '@school/api';
import { ToastProvider, UiProvider, uiMessagesAm, useToasts, type UiMessages } from '@school/ui';
import { SchoolIntlProvider } from '@school/widgets/i18n';
import { useSession } from './SessionProvider';

interface Choice {
  lang: Language;
  calendar: Calendar;
  /** Keeps the choice in the browser, and for a signed-in person on the server too. */
  choose: (change: { language?: OfferedLanguage; calendar?: Calendar }) => Promise<void>;
}

const ChoiceContext = createContext<Choice | null>(null);
const KEYS = { language: 'language', calendar: 'calendar' } as const;

function stored<T>(key: string, is: (v: unknown) => v is T, fallback: T): T {
  try {
    const value = window.localStorage.getItem(key);
    return is(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The portal's language and calendar (issue 19): a signed-in person's choice comes from the server
 * (their session user); a visitor's is kept in this browser. `<html lang>` follows it; the widgets
 * and the portal's own texts read it through SchoolIntlProvider (decisions 220, 250, 265), the API
 * client sends it (Accept-Language); @school/ui's texts through UiProvider.
 */
export function LanguageChoiceProvider({ children }: { children: ReactNode }) {
  const { session, api, updateUser, reader } = useSession();
  const [local, setLocal] = useState(() => ({
    language: stored<Language>(KEYS.language, isLanguage, 'en'),
    calendar: stored<Calendar>(KEYS.calendar, isCalendar, 'gregorian'),
  }));
  const lang = session?.user.language ?? local.language;
  const calendar = session?.user.calendar ?? local.calendar;
  // The API client asks the server in the reader's language (Accept-Language), set before the
  // widgets below render and call.
  reader.set(lang);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const uiTexts = useUiTexts(lang);
  const noticeRef = useRef<((message: string) => void) | null>(null);
  /** Saves a signed-in person's choice on the server (their session user follows at once). */
  const keep = useCallback(
    async (change: { language?: OfferedLanguage; calendar?: Calendar }) => {
      if (!session) return;
      updateUser({ ...session.user, ...change });
      // The save is asked in the language just chosen, so its answer (a refusal's notice) is in
      // it: the render that would set the client's language comes after this call is sent.
      if (change.language) reader.set(change.language);
      const res = await api.auth.setPreferences(change);
      if (res.ok) updateUser(res.data.user);
      else noticeRef.current?.(res.error);
    },
    [session, api, updateUser, reader],
  );
  const choose = useCallback<Choice['choose']>(
    async (change) => {
      const next = { ...local, ...change };
      try {
        window.localStorage.setItem(KEYS.language, next.language);
        window.localStorage.setItem(KEYS.calendar, next.calendar);
      } catch {
        // A browser without storage keeps the choice for this page only.
      }
      setLocal(next);
      await keep(change);
    },
    [local, keep],
  );

  // Signing in keeps the language on screen (issue 38): a visitor who chose one in this browser
  // reads it on their dashboard too, and it becomes their account's. Without a choice made here,
  // the account's own language applies. A session restored at page load is not a sign-in.
  const signedInBefore = useRef(session !== null);
  useEffect(() => {
    const signingIn = session !== null && !signedInBefore.current;
    signedInBefore.current = session !== null;
    if (!signingIn) return;
    const chosen = stored<OfferedLanguage | 'none'>(KEYS.language, isLanguage, 'none');
    if (chosen !== 'none' && chosen !== session.user.language) void keep({ language: chosen });
  }, [session, keep]);

  const value = useMemo(() => ({ lang, calendar, choose }), [lang, calendar, choose]);
  // The toasts live inside: their texts (the region's name, Dismiss) follow the language too.
  return (
    <ChoiceContext.Provider value={value}>
      <UiProvider globalStyle={false} messages={uiTexts}>
        <ToastProvider>
          <ErrorNotice noticeRef={noticeRef} />
          <SchoolIntlProvider language={lang} calendar={calendar}>
            {children}
          </SchoolIntlProvider>
        </ToastProvider>
      </UiProvider>
    </ChoiceContext.Provider>
  );
}

/**
 * @school/ui's texts in the reader's language: Amharic's twin, or the pseudo-locale's (decision
 * 286), loaded the first time 'pseudo' is read (its own chunk; English meanwhile).
 */
function useUiTexts(lang: Language): UiMessages | undefined {
  const [pseudo, setPseudo] = useState<UiMessages>();
  useEffect(() => {
    if (lang === 'pseudo') void import('./uiPseudo').then((chunk) => setPseudo(chunk.uiMessagesPseudo));
  }, [lang]);
  return lang === 'am' ? uiMessagesAm : lang === 'pseudo' ? pseudo : undefined;
}

/** Lends the provider a way to show a refused save as a toast (the toasts sit below it). */
function ErrorNotice({ noticeRef }: { noticeRef: MutableRefObject<((message: string) => void) | null> }) {
  const toasts = useToasts();
  useEffect(() => {
    noticeRef.current = (message) => toasts.push({ kind: 'error', message });
  }, [noticeRef, toasts]);
  return null;
}

/** The choice, or null outside LanguageChoiceProvider (a layout rendered alone in a test shows no switch). */
export function useLanguageChoice(): Choice | null {
  return useContext(ChoiceContext);
}
