import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { ScrollBox } from './ScrollBox';

describe('ScrollBox', () => {
  it('is a named group the keyboard reaches, with its content inside', async () => {
    renderWithTheme(
      <ScrollBox label="Grades">
        <table aria-label="Grades table">
          <tbody>
            <tr>
              <td>92</td>
            </tr>
          </tbody>
        </table>
      </ScrollBox>,
    );
    const region = screen.getByRole('group', { name: 'Grades' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'Grades table' }));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
