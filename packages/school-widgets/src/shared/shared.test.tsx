import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FactList } from './FactList';
import { queryFallback } from './QueryFallback';
import { renderWidget } from './test-utils';

describe('queryFallback', () => {
  it('shows loading, then an error with Try again and Back', async () => {
    const reload = vi.fn(async () => undefined);
    const onBack = vi.fn();
    const { unmount } = renderWidget(queryFallback({ status: 'loading', reload }, onBack));
    expect(screen.getByText('loading ...')).toBeInTheDocument();
    unmount();
    const view = renderWidget(queryFallback({ status: 'error', error: 'poor connection', reload }, onBack));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: poor connection');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    await view.user.click(screen.getByRole('button', { name: /Back/ }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows the spec's screen of a refusal by its code, without Try again (issue 20)", async () => {
    const reload = vi.fn(async () => undefined);
    const onBack = vi.fn();
    const screens = [
      { code: 'forbidden', error: 'you do not have permission for this', shows: 'Unauthorized Access' },
      { code: 'no_report_released', error: 'No Report Released', shows: 'No Report Released' },
      { code: 'not_found', error: 'not found', shows: 'not found' },
      { code: 'unauthorized', error: 'unauthorized', shows: 'Your session has expired. Please log in again.' },
    ] as const;
    for (const { code, error, shows } of screens) {
      const view = renderWidget(queryFallback({ status: 'error', error, code, reload }, onBack));
      expect(screen.getByText(shows)).toBeInTheDocument();
      expect(screen.queryByText(`Error: ${error}`)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      await view.user.click(screen.getByRole('button', { name: /Back/ }));
      view.unmount();
    }
    expect(onBack).toHaveBeenCalledTimes(screens.length);
    expect(reload).not.toHaveBeenCalled();
  });

  it('has no Back button when the widget has nowhere to go back to', () => {
    renderWidget(queryFallback({ status: 'error', error: 'x', reload: async () => undefined }));
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });
});

describe('FactList', () => {
  it("lists each fact and reads empty values as 'Not provided'", () => {
    renderWidget(
      <FactList
        facts={[
          { label: 'Email', value: null },
          { label: 'Age', value: 0 },
          { label: 'Phone', value: '' },
        ]}
      />,
    );
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('Not provided');
    expect(screen.getByText('Age').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent('Not provided');
  });
});
