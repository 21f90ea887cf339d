import { useId } from 'react';
import styled from 'styled-components';
import { calendars, languageNames, languages, type Calendar, type OfferedLanguage } from '@school/api';
import { tokens, VisuallyHidden } from '@school/ui';
import { usePublicMessages } from '@school/widgets/i18n';
import { useLanguageChoice } from '../session/LanguageChoice';

const calendarNames = { gregorian: 'calendarGregorian', ethiopic: 'calendarEthiopic' } as const;

/** The language (each in its own name) and the calendar, on the public header and the dashboard's top bar. */
export function LanguageSwitch({ calendar: withCalendar = false }: { calendar?: boolean }) {
  const messages = usePublicMessages();
  const choice = useLanguageChoice();
  const id = useId();
  if (!choice) return null;
  return (
    <Switch>
      <VisuallyHidden>
        <label htmlFor={`${id}-lang`}>{messages.languageLabel}</label>
      </VisuallyHidden>
      <select id={`${id}-lang`} value={choice.lang} onChange={(e) => void choice.choose({ language: e.target.value as OfferedLanguage })}>
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </select>
      {withCalendar ? (
        <>
          <VisuallyHidden>
            <label htmlFor={`${id}-cal`}>{messages.calendarLabel}</label>
          </VisuallyHidden>
          <select id={`${id}-cal`} value={choice.calendar} onChange={(e) => void choice.choose({ calendar: e.target.value as Calendar })}>
            {calendars.map((c) => (
              <option key={c} value={c}>
                {messages[calendarNames[c]]}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </Switch>
  );
}

const Switch = styled.div`
  display: inline-flex;
  gap: ${tokens.space.xs};
  select {
    min-height: 2rem;
    padding: 0 ${tokens.space.xs};
    font: inherit;
    font-size: ${tokens.font.sizeSm};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
  }
`;
