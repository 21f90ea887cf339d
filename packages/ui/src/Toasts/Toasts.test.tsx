import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { useToasts } from './Toasts';
import { addToast } from './toastQueue';

function Pusher() {
  const { push } = useToasts();
  return (
    <>
      <button onClick={() => push({ kind: 'success', message: 'Saved' })}>saved</button>
      <button onClick={() => push({ kind: 'error', message: 'Failed' })}>failed</button>
      <button onClick={() => push({ kind: 'info', message: 'Hello' })}>hello</button>
      <button onClick={() => push({ kind: 'info', message: '   ' })}>empty</button>
      <button onClick={() => push({ kind: 'success', message: 'Approved', durationMs: 4000 })}>four seconds</button>
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows at most two toasts, dropping the oldest', async () => {
    renderWithTheme(<Pusher />);
    await userEvent.click(screen.getByText('saved'));
    await userEvent.click(screen.getByText('failed'));
    await userEvent.click(screen.getByText('hello'));
    expect(within(region()).queryByText('Saved')).not.toBeInTheDocument();
    expect(within(region()).getByText('Failed')).toBeInTheDocument();
    expect(within(region()).getByText('Hello')).toBeInTheDocument();
  });

  it('ignores a duplicate of a shown message and empty messages', async () => {
    renderWithTheme(<Pusher />);
    await userEvent.click(screen.getByText('saved'));
    await userEvent.click(screen.getByText('saved'));
    await userEvent.click(screen.getByText('empty'));
    expect(within(region()).getAllByText('Saved')).toHaveLength(1);
    expect(within(region()).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  });

  it('dismisses itself after 3000 ms', () => {
    vi.useFakeTimers();
    renderWithTheme(<Pusher />);
    fireEvent.click(screen.getByText('saved'));
    act(() => vi.advanceTimersByTime(2999));
    expect(within(region()).getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('lasts the duration given with the toast instead of the provider default', () => {
    vi.useFakeTimers();
    renderWithTheme(<Pusher />);
    fireEvent.click(screen.getByText('four seconds'));
    act(() => vi.advanceTimersByTime(3999));
    expect(within(region()).getByText('Approved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText('Approved')).not.toBeInTheDocument();
  });

  it('can be removed with its close button', async () => {
    renderWithTheme(<Pusher />);
    await userEvent.click(screen.getByText('saved'));
    await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss' }));
    expect(within(region()).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('is a polite live region', () => {
    renderWithTheme(<Pusher />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
  });

  it('throws a helpful error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Pusher />)).toThrow('`useToasts` must be used within `ToastProvider`');
  });
});

describe('addToast', () => {
  const t = (id: string, message: string) => ({ id, kind: 'info' as const, message });
  it('keeps the newest `max` toasts and refuses duplicates and blanks', () => {
    let q = addToast([], t('1', 'a'));
    q = addToast(q, t('2', 'b'));
    q = addToast(q, t('3', 'c'));
    expect(q.map((x) => x.id)).toEqual(['2', '3']);
    expect(addToast(q, t('4', 'c'))).toBe(q);
    expect(addToast(q, t('5', ''))).toBe(q);
  });
});
