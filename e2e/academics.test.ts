import { describe, expect, it } from 'vitest';
import { termOf } from '../server/src/seed/terms';
import { baseURL, expectNoSeriousA11yViolations, enter, useBrowser } from './harness';

const page = useBrowser();

async function openPeriodList() {
  const p = page();
  await enter(p, 'AD-0001');
  await p.waitForURL('**/dashboard/admin');
  await p.getByRole('link', { name: 'Academic Periods' }).click();
  await p.waitForURL('**/dashboard/admin/academic_period');
  await p.getByRole('table', { name: 'Academic Periods' }).getByRole('cell').first().waitFor();
  return p;
}

describe('academic periods, grades and courses', () => {
  it('creates a period, opens it, adds a grade with two sections and a course for it', async () => {
    const p = await openPeriodList();
    await expectNoSeriousA11yViolations(p);

    await p.getByRole('button', { name: 'Add academic period' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add academic period' });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Year').fill('2031');
    await dialog.getByLabel('Semester').selectOption('1');
    await dialog.getByLabel('Start date').fill('2032-02-01');
    await dialog.getByLabel('End date').fill('2032-01-31');
    await dialog.getByText('End date must be after start date').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Start date').fill('2031-09-01');
    await save.click();
    await dialog.waitFor({ state: 'detached' });

    await p.getByRole('cell', { name: '2031-09-01' }).click();
    await p.waitForURL(/\/dashboard\/admin\/academic_period\/[^/]+\/2031\/1$/);
    await p.getByRole('heading', { level: 1, name: '2031, semester 1' }).waitFor();

    await p.getByRole('button', { name: 'ADD Grade/class' }).click();
    const grade = p.getByRole('dialog', { name: 'ADD Grade/class' });
    await grade.getByLabel('Grade or class').fill('Grade 9');
    await grade.getByLabel('Number of sections').fill('2');
    await grade.getByRole('button', { name: 'Save' }).click();
    await grade.waitFor({ state: 'detached' });
    const sections = p.getByRole('table', { name: 'Sections' });
    await sections.getByRole('cell', { name: 'Grade 9 A' }).waitFor();
    await sections.getByRole('cell', { name: 'Grade 9 B' }).waitFor();

    await p.getByRole('button', { name: 'ADD Course' }).click();
    const course = p.getByRole('dialog', { name: 'ADD Course' });
    await course.getByLabel('Subject name').fill('Physics');
    await course.getByRole('checkbox', { name: 'Grade 9' }).check();
    await course.getByRole('button', { name: 'Save' }).click();
    await course.waitFor({ state: 'detached' });
    await p
      .getByRole('table', { name: 'Courses' })
      .getByRole('row', { name: /Physics Grade 9/ })
      .waitFor();
  });
});

describe('the weekly schedule', () => {
  it('adds a period to a seeded section and assigns teachers by drag and by keyboard', async () => {
    const p = await openPeriodList();
    await p.getByRole('cell', { name: termOf(new Date()).startDate }).click();
    const sections = p.getByRole('table', { name: 'Sections' });
    await sections.getByRole('cell').first().waitFor();
    await p.getByRole('searchbox', { name: 'Search' }).nth(2).fill('Grade 7 A');
    await sections.getByRole('cell', { name: 'Grade 7 A' }).click();
    await p.getByRole('heading', { level: 1, name: 'Section Grade 7 A' }).waitFor();
    await p.getByRole('button', { name: 'Schedule' }).click();
    await p.waitForURL('**/dashboard/admin/schedule/**');
    const grid = p.getByRole('table', { name: 'Weekly schedule of Grade 7 A' });
    await grid.waitFor();

    const form = p.getByRole('form', { name: 'Add period' });
    await form.getByLabel('Start time').fill('13:00');
    await form.getByLabel('End time').fill('13:40');
    await form.getByRole('button', { name: 'Add period' }).click();
    const row = grid.getByRole('row').filter({ has: p.getByRole('rowheader', { name: /13:00–13:40/ }) });
    await row.waitFor();
    await expectNoSeriousA11yViolations(p);

    // Drag the first teacher chip onto Monday 13:00 (dnd-kit's pointer sensor needs small steps).
    // A tall window keeps the chips and the new row on screen together.
    await p.setViewportSize({ width: 1280, height: 1600 });
    const chip = p.locator('[aria-roledescription="draggable"]').first();
    await chip.scrollIntoViewIfNeeded();
    const course = /\((.+)\)$/.exec((await chip.textContent()) ?? '')![1];
    const monday = row.getByRole('cell').first();
    const from = (await chip.boundingBox())!;
    const to = (await monday.boundingBox())!;
    await p.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await p.mouse.down();
    await p.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
    await p.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    // Release once the slot shows it is the one under the chip, as a person does: dnd-kit settles
    // the slot under the pointer in a render after the move, and a busy browser can take the
    // release first: Monday stayed free once in CI, and always with the renderer slowed 20×.
    await expect.poll(() => monday.getAttribute('data-over')).toBe('true');
    await p.mouse.up();
    await expect.poll(() => monday.textContent()).toContain(course);

    // The keyboard alternative: a slot's Assign button and the teacher select.
    await p.getByRole('button', { name: 'Assign a teacher to Tuesday 13:00–13:40' }).focus();
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog', { name: 'Assign a teacher to Tuesday 13:00–13:40' });
    await dialog.getByRole('combobox', { name: 'Teacher' }).selectOption({ index: 2 });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        row
          .getByRole('cell')
          .nth(1)
          .getByRole('button', { name: /^Remove / })
          .count(),
      )
      .toBe(1);
  });
});

describe('the weekly schedule by keyboard drag', () => {
  it('moves a chip slot by slot with the arrows, keeps the drag on Tab, says where it is, and drops with Space', async () => {
    const p = page();
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    const token = (await p.evaluate(() => localStorage.getItem('token')))!;
    const get = async (path: string) =>
      (await (await fetch(`${baseURL}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const periods = (await get('academicPeriods?page=1&limit=all')).academicPeriods as { _id: string; startDate: string }[];
    const current = periods.find((x) => x.startDate === termOf(new Date()).startDate)!;
    const sections = (await get(`getsections/${current._id}?page=1&limit=all`)).sections as { _id: string; name: string }[];
    const section = sections.find((s) => s.name === 'Grade 7 A')!; // has teachers (chips)
    await p.setViewportSize({ width: 1280, height: 1600 });
    await p.goto(`/dashboard/admin/schedule/${section._id}`);
    const grid = p.getByRole('table', { name: `Weekly schedule of ${section.name}` });
    const form = p.getByRole('form', { name: 'Add period' });
    await form.getByLabel('Start time').fill('15:00');
    await form.getByLabel('End time').fill('15:40');
    await form.getByRole('button', { name: 'Add period' }).click();
    await grid.getByRole('rowheader', { name: /15:00–15:40/ }).waitFor();

    const live = p.locator('[id^="DndLiveRegion"]');
    const over = grid.locator('td[data-over]');
    /** The slot the highlighted cell is (its buttons name it), to compare with what was said. */
    const overSlot = async () => {
      const labels = await over.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
      return /(?:to|from) (.+)$/.exec(labels[0] ?? '')?.[1];
    };
    const chip = p.locator('[aria-roledescription="draggable"]').first();
    const teacher = (await chip.textContent())!.trim();
    await chip.focus();
    await p.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toContain(`Picked up ${teacher}`);
    expect(await over.count()).toBe(0); // still in the chip list: over nothing

    await p.keyboard.press('ArrowDown');
    await expect.poll(() => live.textContent()).toMatch(/is over Monday /);
    const first = (await overSlot())!;
    expect(await live.textContent()).toContain(`${teacher} is over ${first}.`);

    await p.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent()).toContain(`${teacher} is over ${first.replace('Monday', 'Tuesday')}.`);
    expect(await overSlot()).toBe(first.replace('Monday', 'Tuesday'));

    // Tab neither drops nor cancels: the chip keeps focus and stays over Tuesday.
    await p.keyboard.press('Tab');
    expect(await chip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await live.textContent()).not.toContain('cancelled');
    expect(await overSlot()).toBe(first.replace('Monday', 'Tuesday'));

    // Down, row by row, to the new 15:00 period; then Space drops the teacher there.
    for (let i = 0; i < 10 && !(await live.textContent())?.includes('15:00'); i++) {
      const before = await live.textContent();
      await p.keyboard.press('ArrowDown');
      await expect.poll(() => live.textContent()).not.toBe(before);
    }
    expect(await live.textContent()).toContain(`${teacher} is over Tuesday 15:00–15:40.`);
    expect(await overSlot()).toBe('Tuesday 15:00–15:40');
    await p.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toContain(`${teacher} dropped on Tuesday 15:00–15:40.`);
    const course = /\((.+)\)$/.exec(teacher)![1];
    const row = grid.getByRole('row').filter({ has: p.getByRole('rowheader', { name: /15:00–15:40/ }) });
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toContain(course);
  });
});
