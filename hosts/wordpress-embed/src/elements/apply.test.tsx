import { fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationFormProps } from '@school/widgets/admissions/application';
import { place, removeElements, renderOutsideAct } from '../testing/elements';

// The form itself is tested in @school/widgets; here only what the element does with its result.
vi.mock('@school/widgets/admissions/application', () => ({
  ApplicationForm: ({ onRegistered }: ApplicationFormProps) => (
    <button
      type="button"
      onClick={() => onRegistered({ token: 't', user: { ID: 'ST-0042' } as Parameters<ApplicationFormProps['onRegistered']>[0]['user'] })}
    >
      Apply
    </button>
  ),
}));

beforeAll(async () => {
  renderOutsideAct();
  await import('./apply');
});
afterAll(removeElements);

describe('<school-apply>', () => {
  it('emits school-apply:submitted with the new ID and shows it', async () => {
    const submitted = vi.fn();
    document.addEventListener('school-apply:submitted', submitted);
    const { shadow } = place('<school-apply api-base="https://school.test/api"></school-apply>');
    fireEvent.click(await shadow.findByRole('button', { name: 'Apply' }));
    const event = submitted.mock.calls[0]![0] as CustomEvent;
    expect(event.detail).toEqual({ ID: 'ST-0042' });
    expect(event.bubbles && event.composed).toBe(true);
    await shadow.findByText(/Your ID is ST-0042/);
    fireEvent.click(shadow.getByRole('button', { name: 'Send another application' }));
    await shadow.findByRole('button', { name: 'Apply' });
  });

  it('writes its own texts in the element\'s language (lang="am")', async () => {
    const { shadow } = place('<school-apply api-base="https://school.test/api" lang="am"></school-apply>');
    fireEvent.click(await shadow.findByRole('button', { name: 'Apply' }));
    await shadow.findByRole('heading', { name: 'ማመልከቻው ደርሷል' });
    expect(shadow.getByText(/መለያ ቁጥርዎ ST-0042 ነው/)).toBeTruthy();
    fireEvent.click(shadow.getByRole('button', { name: 'ሌላ ማመልከቻ ላክ' }));
    await shadow.findByRole('button', { name: 'Apply' });
  });
});
