import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { CoursesPage } from '../pages/public/lazyPages';
import { SessionProvider } from '../session/SessionProvider';
import { SessionQueryProvider } from '../session/SessionQueryProvider';
import { PublicLayout } from './PublicLayout';

function renderAt(path: string) {
  return render(
    <UiTestProvider>
      <SessionProvider>
        <SessionQueryProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path="/home" element={<main>home page</main>} />
                <Route path="/courses/elementery" element={<CoursesPage level="elementary" />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </SessionQueryProvider>
      </SessionProvider>
    </UiTestProvider>,
  );
}

describe('public navigation', () => {
  beforeEach(() => createSessionStore().clear());

  it('links Home, News, Gallery and Contact Us, and Apply in the top bar', () => {
    renderAt('/home');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/Gallery');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/register');
  });

  it('opens the Courses menu by keyboard, closes it with Escape and follows a course link', async () => {
    const user = userEvent.setup();
    renderAt('/home');
    const courses = screen.getByRole('button', { name: /Courses/ });
    expect(courses).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'KG' })).not.toBeInTheDocument();
    courses.focus();
    await user.keyboard('{Enter}');
    expect(courses).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'KG' })).toHaveAttribute('href', '/courses/KG');
    expect(screen.getByRole('link', { name: 'High School G9-G10' })).toHaveAttribute('href', '/courses/highschool');
    expect(screen.getByRole('link', { name: 'Preparatory School G11-G12' })).toHaveAttribute('href', '/courses/preparatory');
    await user.tab();
    expect(screen.getByRole('link', { name: 'KG' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(courses).toHaveAttribute('aria-expanded', 'false');
    expect(courses).toHaveFocus();

    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Elementary G1-G8' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Subjects taught in Elementary G1-G8' })).toBeInTheDocument();
    expect(courses).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the newsletter box and the contact block in the footer', () => {
    renderAt('/home');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Contact details' })).toHaveTextContent('Mizan Teferi');
    expect(footer).toHaveTextContent('© 2022');
  });
});
