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
  it('starts in the bottom-right corner, clear of the top bar', () => {
    ring(50_000);
    const timer = screen.getByRole('timer');
    expect(parseFloat(timer.style.left)).toBe(window.innerWidth - 96 - 16);
    expect(parseFloat(timer.style.top)).toBe(window.innerHeight - 96 - 16);
  });
  it('moves the way each arrow key points (10 px, 50 with Shift), inside the window', () => {
    ring(50_000);
    const timer = screen.getByRole('timer');
    const at = () => ({ x: parseFloat(timer.style.left), y: parseFloat(timer.style.top) });
    const start = at();
    fireEvent.keyDown(timer, { key: 'ArrowLeft' });
    expect(at()).toEqual({ x: start.x - 10, y: start.y });
    fireEvent.keyDown(timer, { key: 'ArrowUp', shiftKey: true });
    expect(at()).toEqual({ x: start.x - 10, y: start.y - 50 });
    fireEvent.keyDown(timer, { key: 'ArrowRight' });
    expect(at()).toEqual({ x: start.x, y: start.y - 50 });
    fireEvent.keyDown(timer, { key: 'ArrowDown' });
    expect(at()).toEqual({ x: start.x, y: start.y - 40 });
    // At the right edge already: ArrowRight cannot push it out of the window.
    for (let i = 0; i < 5; i++) fireEvent.keyDown(timer, { key: 'ArrowRight', shiftKey: true });
    expect(at().x).toBe(window.innerWidth - 96);
  });
  it('formats minutes and hours', () => {
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(3_600_000 + 5_000)).toBe('1:00:05');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
