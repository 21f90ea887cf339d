import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { FileInput } from './FileInput';

describe('FileInput', () => {
  it('joins an accept list, allows several files and lists their names', async () => {
    const onChange = vi.fn();
    renderWithTheme(<FileInput label="Documents" accept={['.pdf', 'image/*']} multiple onChange={onChange} />);
    const input = screen.getByLabelText('Documents') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.pdf,image/*');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    await userEvent.upload(input, [a, b]);

    expect(onChange).toHaveBeenCalledWith({ files: [a, b] });
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    expect(screen.getByText('b.png')).toBeInTheDocument();
  });

  it('stays keyboard focusable', async () => {
    renderWithTheme(<FileInput label="Photo" />);
    await userEvent.tab();
    expect(screen.getByLabelText('Photo')).toHaveFocus();
  });
});
