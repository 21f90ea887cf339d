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
