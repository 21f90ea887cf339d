import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { LineChart } from './LineChart';

describe('LineChart', () => {
  it('is an image named by its title with the values as a table', () => {
    renderWithTheme(
      <LineChart
        title="Average by month"
        data={[
          { label: 'Sep', value: 12 },
          { label: 'Oct', value: 14 },
        ]}
        formatValue={(v) => `${v}/20`}
      />,
    );
    expect(screen.getByRole('img', { name: 'Average by month' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Average by month' });
    expect(within(table).getByRole('rowheader', { name: 'Oct' }).nextElementSibling).toHaveTextContent('14/20');
  });
});
