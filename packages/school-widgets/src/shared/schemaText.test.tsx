import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amMessages, englishMessages, loadCatalogue, messages } from '@school/api';
import { FormSubmitButton, FormTextField, Form } from '@school/ui';
import { textsIn } from './intl';
import { errorsIn, fieldErrors, schemaText, useTextsForm } from './schemaText';
import { renderWidget } from './test-utils';

// Decision 256: the contract's schemas are built once, in English; their messages reach the reader
// in the reader's language, looked up by the English text's key.
describe('schemaText', () => {
  it('writes an English catalogue text, exact or a filled template, in the reader’s language', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(schemaText(am, messages.fullNameRequired)).toBe('ሙሉ ስም ያስፈልጋል');
    expect(schemaText(am, messages.teachersSectionsRequired)).toBe(amMessages.teachersSectionsRequired);
    expect(schemaText(am, 'title may be at most 120 characters')).toBe('title ከ120 ቁምፊዎች መብለጥ የለበትም');
    // Not a catalogue text, or already the reader's: as it is.
    expect(schemaText(am, 'Own text')).toBe('Own text');
    expect(schemaText(am, 'ሙሉ ስም ያስፈልጋል')).toBe('ሙሉ ስም ያስፈልጋል');
    // An English reader reads the schema's English.
    expect(schemaText(textsIn('en'), messages.fullNameRequired)).toBe('Full name is required');
  });

  it('matches plural templates back, in each form the English catalogue holds, and the reader’s plural rules choose', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    // `one` and `other`, the number as English writes it ("1,000").
    expect(schemaText(am, 'Notification sent to 1 person')).toBe('ማሳወቂያው ለ1 ሰው ተልኳል');
    expect(schemaText(am, 'Notification sent to 3 people')).toBe('ማሳወቂያው ለ3 ሰዎች ተልኳል');
    expect(schemaText(am, 'Notification sent to 1,000 people')).toBe('ማሳወቂያው ለ1,000 ሰዎች ተልኳል');
    // Placeholders beside a plural, and an `=0` case that names no number.
    expect(schemaText(am, 'The Editor role cannot be deleted while 2 users have it')).toBe(
      am.fill(amMessages.roleInUse, { name: 'Editor', count: 2 }),
    );
    expect(
      schemaText(
        am,
        'The report of 7A 2026, semester 1 is shown and locked: its marks, comments and behaviour values stay as they are until it is reopened with a reason. No family is told.',
      ),
    ).toBe(am.fill(amMessages.releasePreviewTerm, { section: '7A', year: '2026', semester: '1', families: 0 }));
    expect(
      schemaText(
        am,
        'The report of 7A 2026, semester 1 is shown and locked: its marks, comments and behaviour values stay as they are until it is reopened with a reason. 12 families are told.',
      ),
    ).toContain('ለ12 ቤተሰቦች ይነገራል።');
    // A form the English catalogue does not hold, or a number where words are: as it is.
    expect(schemaText(am, 'Notification sent to 3 persons')).toBe('Notification sent to 3 persons');
    expect(schemaText(am, 'Notification sent to some people')).toBe('Notification sent to some people');
  });

  it('reads every plural text of the English catalogue back, in each form, as the reader’s text of its key', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    const en = textsIn('en');
    const plurals = Object.entries(englishMessages).filter(([, english]) => /\{\w+, plural,/.test(english));
    expect(plurals.length).toBeGreaterThan(30);
    for (const [key, english] of plurals) {
      for (const count of [0, 1, 5, 1000]) {
        const values: Record<string, string | number> = {};
        for (const [, name, plural] of english.matchAll(/\{(\w+)(,)?/g)) values[name!] = plural ? count : 'Xy';
        expect(schemaText(am, en.fill(english, values)), `${key}, ${count}`).toBe(
          am.fill(amMessages[key as keyof typeof amMessages], values),
        );
      }
    }
  });

  it('keeps the guard: a template that says nothing besides its values is not matched back', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    // termLabel '{year}, semester {semester}' says a word; '{title} ({grade}, {start})' (examOption) says none.
    expect(schemaText(am, 'Algebra (Grade 7, Monday)')).toBe('Algebra (Grade 7, Monday)');
    expect(schemaText(am, '3')).toBe('3');
  });

  it('goes through every message of a form’s errors, nested ones too, and keeps the refs', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    const ref = { name: 'fullName' };
    const errors = errorsIn(
      {
        fullName: { type: 'too_small', message: messages.fullNameRequired, ref },
        rows: [{ email: { type: 'x', message: messages.emailRequired } }],
      },
      (message) => schemaText(am, message),
    );
    expect(errors.fullName.message).toBe('ሙሉ ስም ያስፈልጋል');
    expect(errors.fullName.ref).toBe(ref);
    expect(errors.rows[0]!.email.message).toBe('ኢሜይል ያስፈልጋል');
  });

  it('gives the first error of each field in the reader’s language (fieldErrors)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    const schema = z.object({ fullName: z.string().min(1, messages.fullNameRequired), code: z.string().max(3) });
    expect(fieldErrors(am, schema, { fullName: '', code: 'ABCD' })).toEqual({
      fullName: 'ሙሉ ስም ያስፈልጋል',
      code: 'ቢበዛ 3 ቁምፊዎች',
    });
  });
});

const schema = z.object({ fullName: z.string().min(1, messages.fullNameRequired), note: z.string().max(3) });
function NameForm() {
  const form = useTextsForm(schema, { defaultValues: { fullName: '', note: 'four' } });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <FormTextField name="fullName" label="Full name" />
      <FormTextField name="note" label="Note" />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  );
}

describe('useTextsForm', () => {
  it('shows a schema’s own message and a rule’s catalogue text in Amharic, and English after a switch', async () => {
    const { user, setLanguage } = renderWidget(<NameForm />, { language: 'am' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ሙሉ ስም ያስፈልጋል')).toBeInTheDocument();
    expect(screen.getByText('ቢበዛ 3 ቁምፊዎች')).toBeInTheDocument();
    setLanguage('en');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('At most 3 characters')).toBeInTheDocument();
  });
});
