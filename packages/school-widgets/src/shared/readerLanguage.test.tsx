import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { amMessages, loadCatalogue, type IntegrityEvent, type StudentRecord } from '@school/api';
import { ConfirmDelete } from './ConfirmDelete';
import { dueChipText } from './due';
import { FactList } from './FactList';
import { GrantChip } from './GrantChip';
import { integrityText } from './integrity';
import { textsIn } from './intl';
import { queryFallback } from './QueryFallback';
import { ReplaceSlotDialog } from './SlotLink';
import { personalFacts } from './studentLogic';
import { sectionWithTerm, termsOfSections, termText } from './term';
import { renderWidget } from './test-utils';
import { fieldValidationText, formValidationText } from './validationText';
import { genderText, gradeText, roleText } from './words';

// Issue 38, decision 220: the shared pieces read the reader's language from SchoolIntlProvider, so a
// moved folder's page is one language, and the text-making functions take the reader's texts first.

describe('the shared components in the reader’s language', () => {
  it('reads the failed read and the facts in Amharic, then English again after a switch', async () => {
    const reload = vi.fn(async () => undefined);
    const view = renderWidget(
      <>
        {queryFallback({ status: 'error', error: 'poor connection', reload }, () => undefined)}
        <FactList facts={[{ label: 'Email', value: null }]} />
        <GrantChip grant={{ active: false, expiresAt: null }} />
      </>,
      { language: 'am' },
    );
    expect(await screen.findByText('ስህተት፦ poor connection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'እንደገና ይሞክሩ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ተመለስ/ })).toBeInTheDocument();
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('አልተሰጠም');
    expect(screen.getByText(amMessages.grantNoExpiry)).toBeInTheDocument();

    view.setLanguage('en');
    expect(await screen.findByText('Error: poor connection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('Not provided');
  });

  it('shows the loading state and a refusal’s screen in Amharic', async () => {
    const reload = vi.fn(async () => undefined);
    const view = renderWidget(queryFallback({ status: 'loading', reload }), { language: 'am' });
    expect(await screen.findByText(amMessages.loading)).toBeInTheDocument();
    view.unmount();
    renderWidget(queryFallback({ status: 'error', error: 'forbidden', code: 'forbidden', reload }), { language: 'am' });
    expect(await screen.findByText(amMessages.unauthorizedTitle)).toBeInTheDocument();
  });

  it('asks before deleting in Amharic', async () => {
    renderWidget(<ConfirmDelete open onClose={() => undefined} title="Delete this record?" onConfirm={async () => undefined} />, {
      language: 'am',
    });
    expect(await screen.findByRole('button', { name: 'ሰርዝ' })).toBeInTheDocument();
    expect(screen.getByText(amMessages.deleteConfirmText)).toBeInTheDocument();
  });

  it('asks to replace a grade slot’s source in Amharic', async () => {
    renderWidget(<ReplaceSlotDialog open onOpenChange={() => undefined} onConfirm={async () => undefined} />, { language: 'am' });
    expect(await screen.findByRole('button', { name: amMessages.gradeSlotReplaceAction })).toBeInTheDocument();
  });
});

describe('the shared functions that make texts, t first', () => {
  it('write in the reader’s language', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(genderText(am, 'female')).toBe('ሴት');
    expect(roleText(am, 'teacher')).toBe(amMessages.roleTeacher);
    expect(gradeText(am, 'Grade 7')).toBe('7ኛ ክፍል');
    expect(termText(am, { year: 2026, semester: 1 })).toBe('2026፣ መንፈቀ ዓመት 1');
    expect(termText(am, null)).toBeNull();
    expect(sectionWithTerm(am, 'Math, 7 A', { year: 2026, semester: 2 })).toBe('Math, 7 A (2026፣ መንፈቀ ዓመት 2)');
    expect(termsOfSections(am, [{ academic_period: { year: 2026, semester: 1 } }, { academic_period: { year: 2026, semester: 1 } }])).toBe(
      '2026፣ መንፈቀ ዓመት 1',
    );
    const offline: IntegrityEvent = { kind: 'offline', name: '', level: null, at: '2026-11-29T08:00:00Z' };
    expect(integrityText(am, offline)).toBe('ግንኙነት ተቋርጧል (አይቆጠርም)');
    expect(dueChipText(am, 'overdue')).toBe('ጊዜው አልፏል');
    const facts = personalFacts(am, { user_id: { ID: 'S1' }, gender: 'female', birthDate: '' } as unknown as StudentRecord);
    expect(facts.find((f) => f.label === amMessages.genderLabel)?.value).toBe('ሴት');
    const missing = { code: 'invalid_type', expected: 'string', input: undefined, path: ['title'] } as never;
    expect(formValidationText(am, missing)).toBe(amMessages.formFieldRequired);
    expect(fieldValidationText(am, missing)).toBe('title ያስፈልጋል');

    const en = textsIn('en');
    expect(genderText(en, 'female')).toBe('Female');
    expect(termText(en, { year: 2026, semester: 1 })).toBe('2026, semester 1');
    expect(dueChipText(en, 'dueSoon')).toBe('Due Soon');
    expect(formValidationText(en, missing)).toBe('This field is required');
  });
});
