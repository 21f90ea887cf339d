import { describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './harness';
import { pdfBytes, pngBytes, tempFiles } from './fixtures/files';

const page = useBrowser();

describe('the public pages', () => {
  it('lists live news with search, and opens one', async () => {
    const live = (await (await fetch(`${baseURL}/api/getnews?show=true&limit=50`)).json()) as { news: { _id: string; title: string }[] };
    expect(live.news.length).toBeGreaterThan(0);
    const p = page();
    await p.goto('/news');
    await p.getByRole('heading', { name: live.news[0].title }).waitFor();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: 'Read more' }).first().click();
    await p.waitForURL(`**/news/${live.news[0]._id}`);
    await p.getByRole('heading', { name: live.news[0].title, level: 1 }).waitFor();
    await p.goto('/news');
    await p
      .getByRole('searchbox')
      .or(p.getByRole('textbox', { name: /search/i }))
      .first()
      .fill('no-such-news-title-xyz');
    await p.getByText('No News Available').waitFor();
  });

  it('shows the gallery and the course pages with the menu labels of the spec', async () => {
    const p = page();
    await p.goto('/Gallery');
    await p.locator('main img').first().waitFor();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: /Courses/ }).click();
    await p.getByRole('link', { name: 'Elementary G1-G8' }).click();
    await p.waitForURL('**/courses/elementery');
    await p.getByText('Mathematics').first().waitFor();
  });

  it('sends the contact feedback form, with its validation messages first', async () => {
    const p = page();
    await p.goto('/contactus');
    const form = p.getByRole('form', { name: /feedback/i });
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Fullname is required').waitFor();
    await form.getByText('Email is required').waitFor();
    await form.getByText('Feedback message is required').waitFor();
    await form.getByLabel('Full name').fill('Hanna Girma');
    await form.getByLabel('Email', { exact: true }).fill('hanna.girma@example.et');
    await form.getByLabel('Feedback').fill('The open day was wonderful. Thank you!');
    await form.getByRole('button', { name: 'Send' }).click();
    await p
      .getByRole('alert')
      .filter({ hasText: /feedback|success/i })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(p);
  });

  it('subscribes to the newsletter from the footer', async () => {
    const p = page();
    await p.goto('/home');
    // The box loads when the footer nears the screen (decision 127), as a person scrolls to it.
    await p.locator('footer').scrollIntoViewIfNeeded();
    const box = p.getByRole('textbox', { name: 'Your email' });
    await box.fill(`parent.${Date.now()}@example.et`);
    await box.press('Enter');
    await p.getByRole('alert').filter({ hasText: 'successfully subscribed' }).waitFor();
  });
});

describe('applying for a place', () => {
  it('a visitor applies with a photo and a document and lands on change password', async () => {
    const files = tempFiles({ 'photo.png': pngBytes(16), 'birth-certificate.pdf': pdfBytes() });
    const p = page();
    await p.goto('/home');
    await p.getByRole('link', { name: 'Apply' }).first().click();
    await p.waitForURL('**/register');
    const form = p.getByRole('form', { name: 'Student application' });
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.getByText('At least one file is required').waitFor();
    await expectNoSeriousA11yViolations(p);

    const stamp = Date.now();
    await form.getByLabel('First name', { exact: true }).fill('Meron');
    await form.getByLabel('Middle name', { exact: true }).fill('Tesfaye');
    await form.getByLabel('Last name', { exact: true }).fill('Bekele');
    await form.getByLabel('Age', { exact: true }).fill('9');
    await form.getByLabel('Female').check();
    await form.getByLabel('Birth place', { exact: true }).fill('Mizan Teferi');
    await form.getByLabel('Birth date', { exact: true }).fill('2017-03-14');
    await form.getByLabel('Email', { exact: true }).fill(`meron.${stamp}@example.et`);
    await form.getByLabel('Phone number', { exact: true }).fill('091-234-5678');
    await form.getByLabel('Password', { exact: true }).fill('Meron2026!');
    await form.getByLabel('Confirm password').fill('Meron2026!');
    await form.getByLabel("Mother's full name").fill('Selam Abebe');
    await form.getByLabel('Home address', { exact: true }).fill('Kebele 03, Mizan Teferi');
    await form.getByLabel('Emergency contact', { exact: true }).fill('Tesfaye Bekele');
    await form.getByLabel('Emergency phone number').fill('0917654321');
    await form.getByLabel('Previous school attended').fill('Aman Primary School');
    await form.getByLabel('Current grade level', { exact: true }).fill('Grade 3');
    await form.getByLabel('Average mark (0 to 100)').fill('88.5');
    await form.getByLabel('Academic year and semester').selectOption({ index: 1 });
    await form.getByLabel('Grade applied for').selectOption({ label: 'Grade 4' });
    await form.getByLabel('Profile picture').setInputFiles(files['photo.png']);
    await form.getByLabel('Necessary documents').setInputFiles(files['birth-certificate.pdf']);
    await form.getByRole('button', { name: 'Apply' }).click();

    await p.waitForURL(/\/dashboard\/student\/changepassword\/ST-\d+$/);
    const ID = new URL(p.url()).pathname.split('/').pop()!;
    // The new applicant exists on the server, unapproved, with the password they chose (not a temporary one).
    const token = await p.evaluate(() => localStorage.getItem('token'));
    const me = await (await fetch(`${baseURL}/api/users/${ID}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(me.user).toMatchObject({ ID, approved: false, temp_password_changed: true, fullName: 'Meron Tesfaye Bekele', url: 'students' });
    // The top bar shows their own photo (stored on the student record), loaded.
    const avatar = p.getByRole('img', { name: 'Meron Tesfaye Bekele' });
    await expect.poll(async () => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await avatar.getAttribute('src')).toContain('/api/students/');
  });
});
