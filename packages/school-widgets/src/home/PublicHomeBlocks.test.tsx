import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { ApplyPrompt } from './ApplyPrompt';
import { staffMessages } from './fixtures';
import { StaffMessages } from './StaffMessages';

describe('StaffMessages', () => {
  it('shows position, message, the sign-off, full name and photo of each message', async () => {
    renderWidget(
      <StaffMessages api={createFakeApi({ content: { staffMessages: { listShown: async () => fakeOk({ messages: staffMessages }) } } })} />,
    );
    const director = await screen.findByRole('article', { name: 'Director: Almaz Tadesse Wolde' });
    expect(within(director).getByText(/knows their name/)).toBeInTheDocument();
    expect(within(director).getByText('With warm regards,')).toBeInTheDocument();
    expect(within(director).getByRole('img', { name: 'Almaz Tadesse Wolde' })).toHaveAttribute('src', '/fake-files/staff/director.jpg');
    // Without a photo, the initials stand in.
    expect(within(screen.getByRole('article', { name: /Dawit/ })).getByRole('img', { name: 'Dawit Mekonnen Haile' })).toHaveTextContent(
      'DH',
    );
  });

  it("shows 'Error: ' and the text on failure", async () => {
    renderWidget(
      <StaffMessages api={createFakeApi({ content: { staffMessages: { listShown: async () => fakeFail('poor connection', 0) } } })} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
  });
});

describe('ApplyPrompt', () => {
  it('is a link to /register that hands a plain click to the host', async () => {
    const onApply = vi.fn();
    const { user } = renderWidget(<ApplyPrompt onApply={onApply} />);
    const link = screen.getByRole('link', { name: 'Apply' });
    expect(link).toHaveAttribute('href', '/register');
    await user.click(link);
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});
