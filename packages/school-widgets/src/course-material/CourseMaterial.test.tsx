import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { materialFixture } from '../teacher-dashboard/fixtures';
import { CourseMaterial } from './CourseMaterial';

vi.setConfig({ testTimeout: 20_000 });

describe('CourseMaterial', () => {
  it('lists the files, offers delete only on the owner’s, confirms with the spec’s text; Add New File needs a file', async () => {
    const remove = vi.fn(async () => fakeOk({ message: 'successfully deleted' }));
    const add = vi.fn(async () => fakeOk({ message: 'successfully added', courseMaterial: materialFixture.courseMaterials[0] }));
    const { user } = renderWidget(
      <CourseMaterial
        api={createFakeApi({ teaching: { material: { list: async () => fakeOk(materialFixture), remove, add } } })}
        teacherId="TE-0001"
        sectionId="sec7"
        courseId="c-Mathematics"
      />,
    );
    const own = await screen.findByRole('row', { name: /Chapter 3 notes/ });
    expect(within(own).getByRole('link', { name: 'View Chapter 3 notes.pdf' })).toHaveAttribute(
      'href',
      '/fake-files/courseMaterial/f1.pdf',
    );
    const other = screen.getByRole('row', { name: /Reading list/ });
    expect(within(other).getByRole('link', { name: 'View Reading list.pdf' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    for (const header of ['File Name', 'Owner ID', 'Owner Email', 'Actions'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Delete Chapter 3 notes.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete course material' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this course material?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('TE-0001', 'm1'));

    await user.click(screen.getByRole('button', { name: 'Add New File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New File' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    const file = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('File (PDF, Word or image)'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith('TE-0001', 'c-Mathematics', 'sec7', file));
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads its headers, links, buttons and dialogs in the language of its provider', async () => {
    const { user } = renderWidget(
      <CourseMaterial
        api={createFakeApi({ teaching: { material: { list: async () => fakeOk(materialFixture) } } })}
        teacherId="TE-0001"
        sectionId="sec7"
        courseId="c-Mathematics"
      />,
      { language: 'am' },
    );
    const own = await screen.findByRole('row', { name: /Chapter 3 notes/ });
    expect(within(own).getByRole('link', { name: 'Chapter 3 notes.pdf ተመልከት' })).toHaveTextContent('ተመልከት');
    for (const header of ['የፋይል ስም', 'የባለቤቱ መለያ ቁጥር', 'የባለቤቱ ኢሜይል', 'ተግባራት'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Chapter 3 notes.pdf ሰርዝ' }));
    const confirm = await screen.findByRole('dialog', { name: 'የትምህርት መርጃ ሰርዝ' });
    expect(confirm).toHaveTextContent('በእርግጥ ይህን የትምህርት መርጃ መሰረዝ ይፈልጋሉ?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'አዲስ ፋይል ጨምር' }));
    const dialog = await screen.findByRole('dialog', { name: 'አዲስ ፋይል ጨምር' });
    expect(within(dialog).getByRole('button', { name: 'ጫን' })).toBeDisabled();
    expect(within(dialog).getByLabelText('ፋይል (PDF፣ Word ወይም ምስል)')).toBeInTheDocument();
  });
});
