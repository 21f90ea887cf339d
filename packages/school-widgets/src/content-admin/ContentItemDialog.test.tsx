import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { GalleryDialog, NewsDialog, StaffMessageDialog } from './ContentItemDialog';
import { adminGalleries, adminNews, adminStaffMessages } from './fixtures';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
// The preview needs an object URL; jsdom's File is not a Blob Node's URL accepts.
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const sentForm = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[0][0] as FormData;

describe('NewsDialog (add)', () => {
  it("shows the spec's three messages and sends nothing when the form is empty", async () => {
    const add = vi.fn();
    const { user } = renderWidget(
      <NewsDialog api={createFakeApi({ content: { news: { add } } })} open onOpenChange={() => undefined} onSaved={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Photo is required')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  // Issue 38 (decision 220): the dialog's title, fields, note and photo rule in the reader's language.
  it('reads the add dialog and its photo rule in Amharic', async () => {
    const add = vi.fn();
    const { user } = renderWidget(
      <NewsDialog api={createFakeApi({ content: { news: { add } } })} open onOpenChange={() => undefined} onSaved={() => undefined} />,
      { language: 'am' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'ዜና ጨምር' });
    expect(within(dialog).getByText('አዲስ ዜና ይፋ እስኪያደርጉት ድረስ ተደብቆ ይቆያል።')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'ርዕስ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'ይዘት' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'አስቀምጥ' }));
    expect(await within(dialog).findByText('ፎቶ ያስፈልጋል')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it("a rule without a text of its own reads as the catalogue's words, never zod's ('Too big: expected string…')", async () => {
    const add = vi.fn();
    const { user } = renderWidget(
      <NewsDialog api={createFakeApi({ content: { news: { add } } })} open onOpenChange={() => undefined} onSaved={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add News' });
    // The title's 200-character limit names no message in the schema (newsFieldsSchema).
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'x'.repeat(201) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 200 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Too big|expected string/)).toBeNull();
    expect(add).not.toHaveBeenCalled();
  });

  it('previews the chosen photo, sends title, description, content and photo, then closes', async () => {
    const saved = { ...adminNews[0], _id: 'new' };
    const add = vi.fn(async () => fakeOk({ message: 'successfully added', news: saved }));
    const onOpenChange = vi.fn();
    const onSaved = vi.fn();
    const { user } = renderWidget(
      <NewsDialog api={createFakeApi({ content: { news: { add } } })} open onOpenChange={onOpenChange} onSaved={onSaved} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add News' });
    expect(within(dialog).getByText('A new news item stays hidden until you make it live.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Open day');
    await user.type(within(dialog).getByLabelText('Description'), 'Visit us on Friday');
    await user.type(within(dialog).getByLabelText('Content'), '<p>Bring the family</p>');
    await user.upload(within(dialog).getByLabelText('Photo'), png());
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ item: saved }));
    const form = sentForm(add);
    expect(form.get('title')).toBe('Open day');
    expect(form.get('description')).toBe('Visit us on Friday');
    expect(form.get('content')).toBe('<p>Bring the family</p>');
    expect((form.get('photo') as File).name).toBe('photo.png');
    expect(form.has('_id')).toBe(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('successfully added. A new news item stays hidden until you make it live.')).toBeInTheDocument();
  });

  it('keeps the dialog open with what was typed and shows the server error', async () => {
    const add = vi.fn(async () => fakeFail('Photos must be JPEG, PNG, GIF or WebP images'));
    const onOpenChange = vi.fn();
    const onSaved = vi.fn();
    const { user } = renderWidget(
      <NewsDialog api={createFakeApi({ content: { news: { add } } })} open onOpenChange={onOpenChange} onSaved={onSaved} />,
    );
    await user.type(screen.getByLabelText('Title'), 'Open day');
    await user.type(screen.getByLabelText('Description'), 'Visit us');
    await user.upload(screen.getByLabelText('Photo'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = screen.getByRole('dialog', { name: 'Add News' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The item was not saved: Photos must be JPEG, PNG, GIF or WebP images',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Open day');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Visit us');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    const add = vi.fn();
    renderWidget(
      <NewsDialog api={createFakeApi({ content: { news: { add } } })} open onOpenChange={() => undefined} onSaved={() => undefined} />,
    );
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    // user.upload honours `accept`; a drag-and-drop or a picker override can still hand over a PDF.
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument();
  });
});

describe('GalleryDialog (edit)', () => {
  it('starts from the item, sends _id and no photo when none was chosen', async () => {
    const item = adminGalleries[0];
    const edit = vi.fn(async () => fakeOk({ message: 'successfully updated', gallery: { ...item, title: 'Graduation day' } }));
    const onSaved = vi.fn();
    const { user } = renderWidget(
      <GalleryDialog
        api={createFakeApi({ content: { gallery: { edit } } })}
        item={item}
        open
        onOpenChange={() => undefined}
        onSaved={onSaved}
      />,
    );
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Graduation 2025');
    expect(screen.getByRole('dialog', { name: 'Edit Gallery' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Graduation day');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = sentForm(edit);
    expect(Object.fromEntries(form.entries())).toEqual({ title: 'Graduation day', description: 'Our grade 12 class.', _id: 'g1' });
  });
});

describe('StaffMessageDialog (add)', () => {
  it("shows the staff message's four messages", async () => {
    const { user } = renderWidget(
      <StaffMessageDialog api={createFakeApi()} open onOpenChange={() => undefined} onSaved={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of ['Full name is required', 'Position is required', 'Photo is required', 'Message is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('sends fullName, position, message and photo', async () => {
    const add = vi.fn(async () => fakeOk({ message: 'successfully added', staffMessage: adminStaffMessages[0] }));
    const { user } = renderWidget(
      <StaffMessageDialog
        api={createFakeApi({ content: { staffMessages: { add } } })}
        open
        onOpenChange={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await user.type(screen.getByLabelText('Full name'), 'Abebe Kebede');
    await user.type(screen.getByLabelText('Position'), 'Director');
    await user.type(screen.getByLabelText('Message'), 'Welcome');
    await user.upload(screen.getByLabelText('Photo'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(add).toHaveBeenCalled());
    const form = sentForm(add);
    expect([form.get('fullName'), form.get('position'), form.get('message')]).toEqual(['Abebe Kebede', 'Director', 'Welcome']);
    expect(form.get('photo')).toBeInstanceOf(File);
  });
});
