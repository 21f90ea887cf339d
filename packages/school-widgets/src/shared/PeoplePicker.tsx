import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ChatUser } from '@school/api';
import { Checkbox, Chip, tokens } from '@school/ui';
import { useTexts } from './intl';
import { roleText } from './words';

export interface PeoplePickerProps {
  /** The legend, e.g. "Recipients". */
  label: string;
  /** Who may be chosen. */
  people: readonly ChatUser[];
  /** Chosen `_id`s. */
  value: readonly string[];
  onChange: (change: { value: string[] }) => void;
  /** Most matches listed at once. @default 8 */
  maxShown?: number;
}

/** Chooses several people: chosen ones as removable chips, a search, and matching people as checkboxes. */
export function PeoplePicker({ label, people, value, onChange, maxShown = 8 }: PeoplePickerProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const [search, setSearch] = useState('');
  const searchId = useId();
  const chosen = people.filter((p) => value.includes(p._id));
  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return people.filter((p) => !q || `${p.fullName} ${p.ID} ${p.email ?? ''}`.toLowerCase().includes(q)).slice(0, maxShown);
  }, [people, search, maxShown]);
  const toggle = (id: string, on: boolean) => onChange({ value: on ? [...value, id] : value.filter((v) => v !== id) });

  return (
    <Fieldset>
      <legend>{label}</legend>
      {chosen.length ? (
        <Chosen>
          {chosen.map((p) => (
            <li key={p._id}>
              <Chip label={p.fullName} onRemove={() => toggle(p._id, false)} />
            </li>
          ))}
        </Chosen>
      ) : null}
      <label htmlFor={searchId}>{fill(messages.emailFindPeople, { label })}</label>
      <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {matches.length ? (
        <Matches>
          {matches.map((p) => (
            <li key={p._id}>
              <Checkbox
                label={`${p.fullName} (${p.ID}, ${roleText(t, p.role)})`}
                checked={value.includes(p._id)}
                onChange={(e) => toggle(p._id, e.target.checked)}
              />
            </li>
          ))}
        </Matches>
      ) : (
        <p>{messages.emailNoPeople}</p>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  legend {
    font-weight: ${tokens.font.weightBold};
    font-size: ${tokens.font.sizeSm};
  }
  label {
    font-size: ${tokens.font.sizeSm};
  }
  input[type='search'] {
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
    font: inherit;
  }
  p {
    margin: 0;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Matches = styled.ul`
  display: grid;
  gap: ${tokens.space.xxs};
  max-height: 12rem;
  overflow: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;
