import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadCatalogue, loadedCatalogue, type Calendar, type Language } from '@school/api';
import { SchoolIntlContext, type SchoolIntlState } from './state';

export interface SchoolIntlProviderProps {
  /** The reader's language (the portal: the person's choice; the embed: the element's or the page's; Storybook: its toolbar). */
  language: Language;
  /** The calendar dates are written in. @default 'gregorian' */
  calendar?: Calendar;
  children?: ReactNode;
}

const ready = (language: Language) => loadedCatalogue(language) !== undefined;

/**
 * The widgets' language (issue 38, decision 220): every widget under it reads its texts with
 * `useMessages()` / `useTexts()` and its dates with `useFormat()`, in `language`, formatted by
 * FormatJS (react-intl's engine, decision 190). A switch re-renders the readers with the new
 * catalogue: nothing is rewritten in place, no DOM is watched, and a text can no longer be
 * captured at module load in the wrong language.
 *
 * Amharic is its own chunk, loaded when first asked for: until it is in, the provider keeps the
 * language it showed before (a switch shows no blank page), or renders nothing on a first render
 * in Amharic (no English flash). A chunk that fails to load leaves the page in English.
 *
 * It holds no formatting engine itself, so a host's first chunk (/home, the embed's elements)
 * pays nothing for it until a widget that formats is on the page.
 */
export function SchoolIntlProvider({ language, calendar = 'gregorian', children }: SchoolIntlProviderProps) {
  // The last language whose catalogue was in: what shows while the next one loads.
  const [shown, setShown] = useState<Language | null>(() => (ready(language) ? language : null));
  if (ready(language) && shown !== language) setShown(language);
  const active = ready(language) ? language : shown;

  useEffect(() => {
    if (ready(language)) return;
    let live = true;
    loadCatalogue(language).then(
      () => live && setShown(language),
      () => live && setShown((before) => before ?? 'en'),
    );
    return () => {
      live = false;
    };
  }, [language]);

  const value = useMemo<SchoolIntlState | null>(
    () => (active === null ? null : { language: active, calendar, texts: loadedCatalogue(active) ?? null }),
    [active, calendar],
  );
  if (!value) return null;
  return <SchoolIntlContext.Provider value={value}>{children}</SchoolIntlContext.Provider>;
}
