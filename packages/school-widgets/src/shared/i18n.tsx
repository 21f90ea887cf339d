import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyCalendar, applyLanguage, currentLanguage, loadedCatalogue, loadLanguage, type Calendar, type Language } from '@school/api';
import { SchoolIntlContext, type SchoolIntlState } from './intl/state';

interface LanguageState {
  lang: Language;
  calendar: Calendar;
}
const LanguageContext = createContext<LanguageState>({ lang: 'en', calendar: 'gregorian' });

/** The language and calendar the widgets speak now (set by the host's LanguageProvider). */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

let mounted = 0;

export interface LanguageProviderProps {
  /** The language the host chose (the portal: the person's choice; the embed: the element's `lang` or the page's). */
  lang: Language;
  /** The calendar dates are shown in. @default 'gregorian' */
  calendar?: Calendar;
  children?: ReactNode;
}

/**
 * Sets the widgets' language and calendar (issue 19). The catalogue is live (`messages.x` reads the
 * current language), so the provider's work is to load a language's texts (Amharic is its own
 * chunk: English pages never download it), apply them, and re-render the tree under it once they
 * are in. Until a first non-English language has arrived, nothing renders (no English flash).
 * One language per page: two providers with different languages share the one live catalogue.
 */
export function LanguageProvider({ lang, calendar = 'gregorian', children }: LanguageProviderProps) {
  const [ready, setReady] = useState<Language | null>(() => (currentLanguage() === lang ? lang : null));
  // The calendar is a plain setting read by the date formatting: set it before the children render.
  applyCalendar(calendar);

  useEffect(() => {
    let live = true;
    void loadLanguage(lang).then(() => {
      if (live) setReady(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);

  useEffect(() => {
    mounted++;
    return () => {
      // The last provider gone (a test's cleanup): English and Gregorian again, no state left behind.
      if (--mounted === 0) {
        applyLanguage('en');
        applyCalendar('gregorian');
      }
    };
  }, []);

  // The widget folders moved to SchoolIntlProvider read the same language under this provider too
  // (decision 220): a host that renders only this one (the embed, for its budget) serves both.
  const intl = useMemo<SchoolIntlState | null>(
    () => (ready ? { language: ready, calendar, texts: loadedCatalogue(ready) ?? null } : null),
    [ready, calendar],
  );

  if (!ready || !intl) return null;
  return (
    <LanguageContext.Provider value={{ lang: ready, calendar }}>
      <SchoolIntlContext.Provider value={intl}>
        {/* A new key re-renders every widget, memoised column definitions included, in the new language. */}
        <div key={`${ready}-${calendar}`} lang={ready} style={{ display: 'contents' }}>
          {children}
        </div>
      </SchoolIntlContext.Provider>
    </LanguageContext.Provider>
  );
}
