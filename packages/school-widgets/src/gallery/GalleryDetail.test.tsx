import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { galleries } from './fixtures';
import { GalleryDetail } from './GalleryDetail';

describe('GalleryDetail', () => {
  it('shows the photo, title and description, and goes back', async () => {
    const get = vi.fn(async () => fakeOk({ gallery: galleries[0] }));
    const onBack = vi.fn();
    const { user } = renderWidget(<GalleryDetail api={createFakeApi({ content: { gallery: { get } } })} id="g1" onBack={onBack} />);
    expect(await screen.findByRole('heading', { name: 'Science fair' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('g1');
    expect(screen.getByRole('img', { name: 'Science fair' })).toHaveAttribute('src', '/fake-files/gallery/gallery-1.jpg');
    expect(screen.getByText('Science fair at Mizan Teferi Academy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(onBack).toHaveBeenCalled();
  });

  it("says 'No Gallery Found' for an unknown id", async () => {
    renderWidget(
      <GalleryDetail
        api={createFakeApi({ content: { gallery: { get: async () => fakeFail('not found', 404) } } })}
        id="x"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByText('No Gallery Found')).toBeInTheDocument();
  });

  it('says it in Amharic for a reader in Amharic, then in English after a switch', async () => {
    const { setLanguage } = renderWidget(
      <GalleryDetail
        api={createFakeApi({ content: { gallery: { get: async () => fakeFail('not found', 404) } } })}
        id="x"
        onBack={() => undefined}
      />,
      { language: 'am' },
    );
    expect(await screen.findByText('ፎቶው አልተገኘም')).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByText('No Gallery Found')).toBeInTheDocument();
  });

  it("shows 'Error: ' and the text on other failures", async () => {
    renderWidget(
      <GalleryDetail
        api={createFakeApi({ content: { gallery: { get: async () => fakeFail('poor connection', 0) } } })}
        id="g1"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
  });
});
