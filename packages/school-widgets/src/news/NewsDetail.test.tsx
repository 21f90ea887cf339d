import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { newsItems } from './fixtures';
import { NewsDetail } from './NewsDetail';

describe('NewsDetail', () => {
  it('shows title, date, photo, description and the HTML content, and goes back', async () => {
    const get = vi.fn(async () =>
      fakeOk({ news: { ...newsItems[0], content: newsItems[0].content + '<img src=x onerror="alert(1)"><script>alert(2)</script>' } }),
    );
    const onBack = vi.fn();
    const { user } = renderWidget(<NewsDetail api={createFakeApi({ content: { news: { get } } })} id="n1" onBack={onBack} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Science fair winners' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('n1');
    expect(screen.getByText('March 2, 2026')).toBeInTheDocument();
    expect(screen.getByText(/first three places/)).toBeInTheDocument();
    expect(screen.getByText('grade 8').tagName).toBe('STRONG');
    expect(screen.getByRole('list')).toHaveTextContent('Solar cooker');
    const content = document.querySelector('[data-widget="news-content"]')!;
    expect(content.innerHTML).not.toMatch(/onerror|script/);
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(onBack).toHaveBeenCalled();
  });

  it('says No News Found for an unknown id', async () => {
    renderWidget(
      <NewsDetail
        api={createFakeApi({ content: { news: { get: async () => fakeFail('not found', 404) } } })}
        id="nope"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByText('No News Found')).toBeInTheDocument();
  });

  it('says it in Amharic for a reader in Amharic', async () => {
    renderWidget(
      <NewsDetail
        api={createFakeApi({ content: { news: { get: async () => fakeFail('not found', 404) } } })}
        id="nope"
        onBack={() => undefined}
      />,
      { language: 'am' },
    );
    expect(await screen.findByText('ዜናው አልተገኘም')).toBeInTheDocument();
  });

  it("shows 'Error: ' and the text on other failures", async () => {
    renderWidget(
      <NewsDetail
        api={createFakeApi({ content: { news: { get: async () => fakeFail('poor connection', 0) } } })}
        id="n1"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
  });
});
