import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { PieChart } from './PieChart';

describe('PieChart', () => {
  it('draws one slice per positive value, with legend shares and a data table', () => {
    const { container } = renderWithTheme(
      <PieChart
        title="Attendance"
        data={[
          { label: 'Present', value: 3 },
          { label: 'Absent', value: 1 },
          { label: 'Sick', value: 0 },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Attendance' });
    expect(img.querySelectorAll('path')).toHaveLength(2);
    expect(container).toHaveTextContent('Present3 (75%)');
    const table = screen.getByRole('table', { name: 'Attendance' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });
});
