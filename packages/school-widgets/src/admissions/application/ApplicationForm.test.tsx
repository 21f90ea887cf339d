import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type ApiResult, type RegisterResponse } from '@school/api';
import { renderWidget } from '../../shared/test-utils';
import { ApplicationForm } from './ApplicationForm';
import { academicPeriods, currentYear, grades, registeredUser } from './fixtures';

type Submit = (form: FormData, onProgress?: (fraction: number) => void) => Promise<ApiResult<RegisterResponse>>;

function setup(submit: Submit = vi.fn()) {
  const onRegistered = vi.fn();
  const api = createFakeApi({
    register: { academicPeriods: async () => fakeOk({ academicPeriods }), grades: async () => fakeOk({ grades }), submit },
  });
  return { onRegistered, ...renderWidget(<ApplicationForm api={api} onRegistered={onRegistered} />) };
}

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input, select' }) as HTMLInputElement;
const isoDaysAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/** Fills every field with a valid value (`except` leaves some out). */
async function fillValid(user: ReturnType<typeof setup>['user'], except: string[] = []) {
  const text: Record<string, string> = {
    'First name': 'Abebe',
    'Middle name': 'Kebede',
    'Last name': 'Tesfaye',
    Age: '12',
    'Birth place': 'Mizan Teferi',
    'Birth date': isoDaysAgo(12),
    Email: 'abebe@example.com',
    'Phone number': '091-234-5678',
    Password: 'secret123',
    'Confirm password': 'secret123',
    "Mother's full name": 'Almaz Bekele',
    'Home address': 'Kebele 02',
    'Emergency contact': 'Kebede Tesfaye',
    'Emergency phone number': '0912345679',
    'Previous school attended': 'Mizan Primary',
    'Current grade level': 'Grade 6',
    'Average mark (0 to 100)': '88.5',
  };
  for (const [label, value] of Object.entries(text)) {
    if (except.includes(label)) continue;
    // Pasting is one input event per field: the same change for the form, a fraction of the time.
    if (label === 'Birth date') await user.type(field(label), value);
    else {
      await user.click(field(label));
      await user.paste(value);
    }
  }
  if (!except.includes('Gender')) await user.click(screen.getByRole('radio', { name: 'Male' }));
  await user.selectOptions(field('Academic year and semester'), `${currentYear}-1`);
  await user.selectOptions(field('Grade applied for'), 'Grade 7');
  if (!except.includes('Profile picture'))
    await user.upload(field('Profile picture'), new File(['img'], 'abebe.png', { type: 'image/png' }));
  if (!except.includes('Necessary documents')) {
    await user.upload(field('Necessary documents'), [
      new File(['a'], 'birth.pdf', { type: 'application/pdf' }),
      new File(['b'], 'report.pdf', { type: 'application/pdf' }),
    ]);
  }
}

const apply = (user: ReturnType<typeof setup>['user']) => user.click(screen.getByRole('button', { name: 'Apply' }));

// A long form filled in seven times: allow for a busy machine.
describe('ApplicationForm', { timeout: 20_000 }, () => {
  it("shows each rule's message, focuses the first invalid field and sends nothing", async () => {
    const submit = vi.fn();
    const { user } = setup(submit);
    await screen.findByRole('form', { name: 'Student application' });
    await apply(user);
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('First name')).toHaveFocus();
    expect(screen.getByText('Profile picture is required')).toBeInTheDocument();
    expect(screen.getByText('At least one file is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(field('Academic year and semester')).toHaveAccessibleDescription('Year and semester are required');
    expect(submit).not.toHaveBeenCalled();
  });

  it('explains a too-young age, mismatched passwords, bad phone and a too-recent birth date', async () => {
    const submit = vi.fn();
    const { user } = setup(submit);
    await screen.findByRole('form');
    await fillValid(user, ['Age', 'Confirm password', 'Phone number', 'Birth date']);
    await user.type(field('Age'), '2');
    await user.type(field('Confirm password'), 'secret124');
    await user.type(field('Phone number'), '12-34');
    await user.type(field('Birth date'), isoDaysAgo(1));
    await apply(user);
    expect(field('Age')).toHaveAccessibleDescription('Too Short!');
    expect(field('Age')).toHaveFocus();
    expect(field('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    expect(field('Phone number')).toHaveAccessibleDescription(/Phone number is not valid/);
    expect(field('Birth date')).toHaveAccessibleDescription('Birth date must be in the past and at least 3 years ago');
    expect(submit).not.toHaveBeenCalled();
  });

  it('needs the photo and at least one document', async () => {
    const { user } = setup();
    await screen.findByRole('form');
    await fillValid(user, ['Profile picture', 'Necessary documents']);
    await apply(user);
    expect(field('Profile picture')).toHaveAccessibleDescription('Profile picture is required');
    expect(field('Profile picture')).toHaveFocus();
    expect(field('Necessary documents')).toHaveAccessibleDescription(/At least one file is required/);
  });

  it('sends every field and file as multipart, shows the upload progress and reports the new session', async () => {
    let finish: (r: ApiResult<RegisterResponse>) => void = () => undefined;
    const submit = vi.fn<Submit>((_form, onProgress) => {
      onProgress?.(0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    const { user, onRegistered } = setup(submit);
    await screen.findByRole('form');
    await fillValid(user);
    await apply(user);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    const form = submit.mock.calls[0][0];
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      firstName: 'Abebe',
      middleName: 'Kebede',
      lastName: 'Tesfaye',
      age: '12',
      gender: 'male',
      birthPlace: 'Mizan Teferi',
      birthDate: isoDaysAgo(12),
      email: 'abebe@example.com',
      password: 'secret123',
      conpassword: 'secret123',
      phoneNumber: '091-234-5678',
      motherFullName: 'Almaz Bekele',
      homeAddress: 'Kebele 02',
      emergencyContact: 'Kebede Tesfaye',
      emergencyPhoneNumber: '0912345679',
      previousSchoolAttended: 'Mizan Primary',
      currentGradeLevel: 'Grade 6',
      avarageValue: '88.5',
      year: String(currentYear),
      semester: '1',
      classG: 'Grade 7',
    });
    expect((form.get('profilePic') as File).name).toBe('abebe.png');
    expect(form.getAll('neccesseryDoc').map((f) => (f as File).name)).toEqual(['birth.pdf', 'report.pdf']);
    await act(async () => finish(fakeOk({ message: 'successfully registered', token: 'tok-new', user: registeredUser })));
    expect(onRegistered).toHaveBeenCalledWith({ token: 'tok-new', user: registeredUser });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a server error and keeps everything typed and chosen', async () => {
    const submit = vi.fn<Submit>(async () => fakeFail('This email is already registered', 409));
    const { user, onRegistered } = setup(submit);
    await screen.findByRole('form');
    await fillValid(user);
    await apply(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(field('First name')).toHaveValue('Abebe');
    expect(field('Email')).toHaveValue('abebe@example.com');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(field('Grade applied for')).toHaveValue('Grade 7');
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    // Sending again carries the same files without choosing them anew.
    await user.clear(field('Email'));
    await user.type(field('Email'), 'abebe2@example.com');
    await apply(user);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1][0].get('email')).toBe('abebe2@example.com');
    expect(submit.mock.calls[1][0].getAll('neccesseryDoc')).toHaveLength(2);
  });

  // Issue 38: the server's error went away after 4 s, before a person on a phone had read it.
  it('keeps the server’s error until the person changes a field', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const submit = vi.fn<Submit>(async () => fakeFail('This email is already registered', 409));
      const { user } = setup(submit);
      await screen.findByRole('form');
      await fillValid(user);
      await apply(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(screen.getByRole('alert')).toHaveTextContent('This email is already registered');
      await user.type(field('Email'), 'x');
      await waitFor(() => expect(screen.queryByText('This email is already registered')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the periods of the last 8 years only, and the grades by name', async () => {
    setup();
    const select = await screen.findByLabelText('Academic year and semester');
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(offered).toEqual(['', `${currentYear + 1}-1`, `${currentYear}-2`, `${currentYear}-1`, `${currentYear - 7}-1`]);
    expect(within(field('Grade applied for')).getByRole('option', { name: 'Grade 7' })).toHaveValue('Grade 7');
  });

  it('reads in Amharic for a reader in Amharic: the form, its sections, the periods and the Apply button', async () => {
    const api = createFakeApi({
      register: { academicPeriods: async () => fakeOk({ academicPeriods }), grades: async () => fakeOk({ grades }), submit: vi.fn() },
    });
    const { setLanguage } = renderWidget(<ApplicationForm api={api} onRegistered={() => undefined} />, { language: 'am' });
    expect(await screen.findByRole('form', { name: 'የተማሪ ማመልከቻ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'የግል መረጃ' })).toBeInTheDocument();
    const select = await screen.findByLabelText('የትምህርት ዓመትና መንፈቀ ዓመት');
    expect(within(select).getByRole('option', { name: `${currentYear}፣ መንፈቀ ዓመት 2` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ያመልክቱ' })).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('form', { name: 'Student application' })).toBeInTheDocument();
  });

  it("shows 'Error: ' when the choices cannot be loaded", async () => {
    const api = createFakeApi({
      register: { academicPeriods: async () => fakeFail('poor connection', 0), grades: async () => fakeOk({ grades }) },
    });
    renderWidget(<ApplicationForm api={api} onRegistered={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
  });
});
