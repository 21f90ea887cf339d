import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { adminGalleries, adminNews, adminStaffMessages } from './fixtures';
import { GalleryAdminDetail } from './GalleryAdminDetail';
import { NewsAdminDetail } from './NewsAdminDetail';
import { StaffMessageAdminDetail } from './StaffMessageAdminDetail';

const draft = adminNews[1]; // show: false

describe('NewsAdminDetail', () => {
  it('shows photo, title, description, date and status', async () => {
    renderWidget(
      <NewsAdminDetail
        api={createFakeApi({ content: { news: { get: async () => fakeOk({ news: draft }) } } })}
        id="n2"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Draft: exam timetable' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Draft: exam timetable' })).toHaveAttribute('src', '/fake-files/news/timetable.png');
    expect(screen.getByText('The second semester exam dates.')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Garbage')).toBeInTheDocument();
  });

  // Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the fields, the status and the actions in Amharic, and switches back to English', async () => {
    const api = createFakeApi({ content: { news: { get: async () => fakeOk({ news: draft }) } } });
    const { setLanguage } = renderWidget(<NewsAdminDetail api={api} id="n2" onBack={() => undefined} />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'Draft: exam timetable' })).toBeInTheDocument();
    expect(screen.getByText('ቆሻሻ')).toBeInTheDocument();
    expect(screen.getByText('መግለጫ')).toBeInTheDocument();
    expect(screen.getByText('ቀን')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ይፋ አድርግ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'አርትዕ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ሰርዝ' })).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('button', { name: 'Make Live' })).toBeInTheDocument();
    expect(screen.getByText('Garbage')).toBeInTheDocument();
  });

  it('renders the content as sanitized HTML, not as tags', async () => {
    const news = { ...draft, content: '<p>Bring <strong>the family</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">' };
    renderWidget(
      <NewsAdminDetail
        api={createFakeApi({ content: { news: { get: async () => fakeOk({ news }) } } })}
        id="n2"
        onBack={() => undefined}
      />,
    );
    const strong = await screen.findByText('the family');
    expect(strong.tagName).toBe('STRONG');
    expect(screen.queryByText(/<p>|<strong>/)).not.toBeInTheDocument();
    const content = strong.closest('[data-widget="news-content"]')!;
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toContain('onerror');
  });

  it('Make Live sends show: true and the button becomes Make Garbage', async () => {
    const setStatus = vi.fn(async () => fakeOk({ message: 'successfully updated', news: { ...draft, show: true } }));
    const api = createFakeApi({ content: { news: { get: async () => fakeOk({ news: draft }), setStatus } } });
    const { user } = renderWidget(<NewsAdminDetail api={api} id="n2" onBack={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Make Live' }));
    expect(setStatus).toHaveBeenCalledWith({ _id: 'n2', show: true });
    expect(await screen.findByRole('button', { name: 'Make Garbage' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('successfully updated')).toBeInTheDocument();
  });

  it('a failed toggle keeps the label and shows the error', async () => {
    const setStatus = vi.fn(async () => fakeFail('not found', 404));
    const api = createFakeApi({ content: { news: { get: async () => fakeOk({ news: draft }), setStatus } } });
    const { user } = renderWidget(<NewsAdminDetail api={api} id="n2" onBack={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Make Live' }));
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Live' })).toBeInTheDocument();
  });

  it('asks before deleting; Cancel keeps the item, Delete removes it and goes back', async () => {
    const remove = vi.fn(async () => fakeOk({ message: 'successfully deleted' }));
    const onBack = vi.fn();
    const api = createFakeApi({ content: { news: { get: async () => fakeOk({ news: draft }), remove } } });
    const { user } = renderWidget(<NewsAdminDetail api={api} id="n2" onBack={onBack} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete this news item?' });
    expect(confirm).toHaveTextContent('are you sure?? please cancel it if you are not');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    confirm = screen.getByRole('dialog', { name: 'Delete this news item?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('n2');
    await waitFor(() => expect(onBack).toHaveBeenCalled());
  });

  it('a failed delete stays on the item with the error in the dialog', async () => {
    const onBack = vi.fn();
    const api = createFakeApi({
      content: {
        news: { get: async () => fakeOk({ news: draft }), remove: async () => fakeFail('you do not have permission for this', 403) },
      },
    });
    const { user } = renderWidget(<NewsAdminDetail api={api} id="n2" onBack={onBack} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this news item?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('you do not have permission for this');
    expect(onBack).not.toHaveBeenCalled();
  });

  it('edits: the dialog starts from the item and the saved values are shown', async () => {
    const edit = vi.fn(async () => fakeOk({ message: 'successfully updated', news: { ...draft, title: 'Exam timetable' } }));
    const api = createFakeApi({ content: { news: { get: async () => fakeOk({ news: draft }), edit } } });
    const { user } = renderWidget(<NewsAdminDetail api={api} id="n2" onBack={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit News' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Draft: exam timetable');
    await user.clear(title);
    await user.type(title, 'Exam timetable');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Exam timetable' })).toBeInTheDocument();
    expect((edit.mock.calls[0] as unknown as [FormData])[0].get('_id')).toBe('n2');
  });

  it("says 'No News Found' for an unknown id, and shows other errors", async () => {
    const { unmount } = renderWidget(
      <NewsAdminDetail
        api={createFakeApi({ content: { news: { get: async () => fakeFail('not found', 404) } } })}
        id="x"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByText('No News Found')).toBeInTheDocument();
    unmount();
    renderWidget(
      <NewsAdminDetail
        api={createFakeApi({ content: { news: { get: async () => fakeFail('poor connection', 0) } } })}
        id="x"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
  });
});

describe('GalleryAdminDetail', () => {
  it('Set to landing page calls setgallery and flips to Unset', async () => {
    const item = adminGalleries[1];
    const toggle = vi.fn(async () => fakeOk({ message: 'successfully updated', gallery: { ...item, show: true } }));
    const api = createFakeApi({ content: { gallery: { get: async () => fakeOk({ gallery: item }), toggle } } });
    const { user } = renderWidget(<GalleryAdminDetail api={api} id="g2" onBack={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Set to landing page' }));
    expect(toggle).toHaveBeenCalledWith('g2');
    expect(await screen.findByRole('button', { name: 'Unset' })).toBeInTheDocument();
  });
});

describe('StaffMessageAdminDetail', () => {
  it('finds the message in the list, shows position and message, and toggles Set in Front', async () => {
    const item = adminStaffMessages[3]; // not in front
    const toggle = vi.fn(async () => fakeOk({ message: 'successfully updated', staffMessage: { ...item, show: true } }));
    const api = createFakeApi({ content: { staffMessages: { listAll: async () => fakeOk({ messages: adminStaffMessages }), toggle } } });
    const { user } = renderWidget(<StaffMessageAdminDetail api={api} id="m4" onBack={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Selam Girma' })).toBeInTheDocument();
    expect(screen.getByText('Science Head')).toBeInTheDocument();
    expect(screen.getByText('Message number 4 to our families.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set in Front' }));
    expect(toggle).toHaveBeenCalledWith('m4');
    expect(await screen.findByRole('button', { name: 'Unset from Front' })).toBeInTheDocument();
  });

  it("says 'No Message Found' when the id is not in the list", async () => {
    const api = createFakeApi({ content: { staffMessages: { listAll: async () => fakeOk({ messages: adminStaffMessages }) } } });
    renderWidget(<StaffMessageAdminDetail api={api} id="nope" onBack={() => undefined} />);
    expect(await screen.findByText('No Message Found')).toBeInTheDocument();
  });
});
