import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Stepper, stepStateOf } from './Stepper';

const steps = [{ label: 'First approver' }, { label: 'Second approver' }, { label: 'Third approver' }];

describe('Stepper', () => {
  it('marks the current step and says each state in words', () => {
    renderWithTheme(<Stepper steps={steps} active={1} label="Approval progress" />);
    const list = screen.getByRole('list', { name: 'Approval progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('First approver (done)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Second approver (current)');
    expect(items[2]).toHaveTextContent('Third approver (not started)');
  });

  it('shows every step complete at the end, and an explicit error state', () => {
    renderWithTheme(<Stepper steps={steps} active={3} label="Approval progress" />);
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
    expect(screen.getAllByText(/\(done\)/)).toHaveLength(3);
    renderWithTheme(<Stepper steps={[{ label: 'A', state: 'error' }]} active={0} label="Rejected" />);
    expect(screen.getByRole('list', { name: 'Rejected' })).toHaveTextContent('A (stopped)');
  });

  it('derives states from the active index', () => {
    expect([0, 1, 2].map((i) => stepStateOf(i, 1))).toEqual(['complete', 'current', 'upcoming']);
  });
});
