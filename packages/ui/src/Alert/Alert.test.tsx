import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Alert } from './Alert';

function Host({ onClear }: { onClear: () => void }) {
  const [message, setMessage] = useState<string | null>('Saved');
  return (
    <Alert
      kind="success"
      message={message}
      clearAfterMs={1500}
      onClear={() => {
        onClear();
        setMessage(null);
      }}
    />
  );
}

describe('Alert', () => {
  afterEach(() => vi.useRealTimers());

  it('announces the message and clears after the given delay', () => {
    vi.useFakeTimers();
    const onClear = vi.fn();
    renderWithTheme(<Host onClear={onClear} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1499));
    expect(onClear).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing for an empty message', () => {
    renderWithTheme(<Alert message="" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
