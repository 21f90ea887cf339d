import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { galleryItems, testimonials } from './fixtures';
import { GalleryCarousel } from './GalleryCarousel';
import { Testimonials } from './Testimonials';

// Only the carousel's interval is faked: Testing Library's findBy* keep their real timeouts.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

const galleryApi = () =>
  createFakeApi({ content: { gallery: { listShown: async () => fakeOk({ gallery: galleryItems, totalPages: 1, totalItems: 3 }) } } });
const visibleSlide = () => screen.getAllByRole('group').find((g) => !g.hidden);
const tick = (ms = 4000) => act(() => vi.advanceTimersByTime(ms));
// React may run the effect that starts the interval after the element shows: let it run first,
// so the 4 s count starts where the test thinks it does.
const settle = () => act(async () => undefined);

describe('GalleryCarousel', () => {
  it('shows the landing-page photos and advances every 4 s with the live region off', async () => {
    renderWidget(<GalleryCarousel api={galleryApi()} />);
    const carousel = await screen.findByRole('region', { name: 'Life at our school' });
    await settle();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('img', { name: 'Science fair' })).toHaveAttribute('src', '/fake-files/gallery/science-fair.jpg');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    tick(3999);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    tick(1);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    tick();
    tick();
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('stops when paused and announces slides politely while stopped', async () => {
    const user = userEvent.setup();
    renderWidget(<GalleryCarousel api={galleryApi()} />);
    await user.click(await screen.findByRole('button', { name: 'Pause slide show' }));
    // Leave the carousel so only the Pause button can be what stops it.
    await user.unhover(screen.getByRole('region', { name: 'Life at our school' }));
    act(() => (document.activeElement as HTMLElement).blur());
    tick(12_000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Play slide show' }));
    await user.unhover(screen.getByRole('region', { name: 'Life at our school' }));
    act(() => (document.activeElement as HTMLElement).blur());
    tick();
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while the pointer is over it', async () => {
    const user = userEvent.setup();
    renderWidget(<GalleryCarousel api={galleryApi()} />);
    const carousel = await screen.findByRole('region', { name: 'Life at our school' });
    await settle();
    await user.hover(carousel);
    tick(8000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    await user.unhover(carousel);
    tick();
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('moves with Previous and Next from the keyboard, and focus inside pauses it', async () => {
    const user = userEvent.setup();
    renderWidget(<GalleryCarousel api={galleryApi()} />);
    await screen.findByRole('region', { name: 'Life at our school' });
    await settle();
    await user.tab(); // Pause
    await user.tab(); // Previous
    await user.keyboard('{Enter}');
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    await user.tab(); // Next
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    tick(8000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it("prefixes a failure with 'Error: ' and says when there is nothing to show", async () => {
    renderWidget(
      <GalleryCarousel api={createFakeApi({ content: { gallery: { listShown: async () => fakeFail('poor connection', 0) } } })} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
  });

  it('says No Gallery Available when no photo is on the landing page', async () => {
    renderWidget(
      <GalleryCarousel
        api={createFakeApi({ content: { gallery: { listShown: async () => fakeOk({ gallery: [], totalPages: 0, totalItems: 0 }) } } })}
      />,
    );
    expect(await screen.findByText('No Gallery Available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Life at our school' })).not.toBeInTheDocument();
  });
});

describe('Testimonials', () => {
  it('shows the feedback text and fullName and rotates', async () => {
    renderWidget(
      <Testimonials api={createFakeApi({ content: { feedback: { listShown: async () => fakeOk({ feedbacks: testimonials }) } } })} />,
    );
    expect(await screen.findByText('My daughter loves her KG teachers.')).toBeVisible();
    await settle();
    expect(screen.getByText('Hirut Bekele')).toBeVisible();
    expect(screen.getByText('Solomon Girma')).not.toBeVisible();
    tick();
    expect(screen.getByText('Solomon Girma')).toBeVisible();
  });
});
