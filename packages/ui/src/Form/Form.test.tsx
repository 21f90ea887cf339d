import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { renderWithTheme } from '../test-utils';
import { Form } from './Form';
import { FormSubmitButton, FormTextField } from './FormFields';
import { SignUpForm } from './fixtures';
import { useZodForm } from './useZodForm';

const nameSchema = z.object({ name: z.string().min(1, 'Name is required') });
/** A form whose resolver is wrapped: every error's message is written in capitals. */
function ShoutingForm() {
  const form = useZodForm(nameSchema, {
    defaultValues: { name: '' },
    wrapResolver:
      (resolve) =>
      async (...args) => {
        const result = await resolve(...args);
        const name = result.errors.name;
        return name ? ({ ...result, errors: { name: { ...name, message: String(name.message).toUpperCase() } } } as typeof result) : result;
      },
  });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <FormTextField name="name" label="Name" />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  );
}

describe('Form helpers', () => {
  it('shows each field error from the zod schema and does not submit', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<SignUpForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByText('Choose a role')).toBeInTheDocument();
    expect(screen.getByText('You must accept the rules')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values when valid', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<SignUpForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'amina@school.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Parent');
    await userEvent.click(screen.getByLabelText('I accept the school rules'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'amina@school.test', password: 'correct horse', role: 'parent', terms: true });
  });

  it('shows the errors of a wrapped resolver (wrapResolver: e.g. the reader’s language)', async () => {
    renderWithTheme(<ShoutingForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('NAME IS REQUIRED')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });
});
