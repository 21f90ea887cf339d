import { fireEvent, render, screen } from '@testing-library/react';
import { UiTestProvider } from '../testing';
import { TimerRing, formatRemaining } from './TimerRing';

const ring = (remainingMs: number) =>
  render(
    <UiTestProvider>
      <TimerRing remainingMs={remainingMs} totalMs={100_000} label="Time left" timesUpText="Time's up!" />
    </UiTestProvider>,
  );

describe('TimerRing', () => {
  it('shows the time left and turns red at 20 % or less', () => {
    ring(30_000);
    const timer = screen.getByRole('timer', { name: 'Time left: 00:30' });
    expect(timer.dataset.state).toBe('running');
  });
  it('is a warning at 20 % and says Time’s up! at zero', () => {
    const { unmount } = ring(20_000);
    expect(screen.getByRole('timer').dataset.state).toBe('warning');
    unmount();
    ring(0);
    expect(screen.getByRole('timer', { name: "Time left: Time's up!" }).dataset.state).toBe('done');
    expect(screen.getByText("Time's up!")).toBeInTheDocument();
  });
  it('moves with the arrow keys', () => {
    ring(50_000);
    const timer = screen.getByRole('timer');
    const before = timer.style.top;
    fireEvent.keyDown(timer, { key: 'ArrowDown', shiftKey: true });
    expect(timer.style.top).not.toBe(before);
  });
  it('formats minutes and hours', () => {
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(3_600_000 + 5_000)).toBe('1:00:05');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
