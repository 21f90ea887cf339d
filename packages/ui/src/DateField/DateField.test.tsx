import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { DateField } from './DateField';
import { TimeField } from '../TimeField/TimeField';

describe('DateField and TimeField', () => {
  it('are labelled native date/time inputs that report ISO values', () => {
    const onDate = vi.fn();
    const onTime = vi.fn();
    renderWithTheme(
      <>
        <DateField label="Exam date" min="2025-01-01" onChange={(e) => onDate(e.target.value)} />
        <TimeField label="Start" onChange={(e) => onTime(e.target.value)} />
      </>,
    );
    const date = screen.getByLabelText('Exam date');
    const time = screen.getByLabelText('Start');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2025-01-01');
    expect(time).toHaveAttribute('type', 'time');
    fireEvent.change(date, { target: { value: '2025-06-15' } });
    fireEvent.change(time, { target: { value: '08:30' } });
    expect(onDate).toHaveBeenCalledWith('2025-06-15');
    expect(onTime).toHaveBeenCalledWith('08:30');
  });
});
