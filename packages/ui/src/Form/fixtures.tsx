import { z } from 'zod';
import { Form } from './Form';
import { FormCheckbox, FormPasswordField, FormSelect, FormSubmitButton, FormTextField } from './FormFields';
import { useZodForm } from './useZodForm';

/** A sign-up schema used by the Form story and test. */
export const signUpSchema = z.object({
  email: z.email({ error: 'Enter a valid email' }),
  password: z.string().min(8, { error: 'At least 8 characters' }),
  role: z.enum(['teacher', 'parent'], { error: 'Choose a role' }),
  terms: z.boolean().refine((v) => v, { error: 'You must accept the rules' }),
});

/** The sign-up form, built only from the Form helpers. */
export function SignUpForm({ onSubmit }: { onSubmit: (values: z.output<typeof signUpSchema>) => void | Promise<void> }) {
  const form = useZodForm(signUpSchema, { defaultValues: { email: '', password: '', terms: false } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sign up">
      <FormTextField<z.input<typeof signUpSchema>> name="email" label="Email" type="email" autoComplete="email" />
      <FormPasswordField name="password" label="Password" autoComplete="new-password" />
      <FormSelect
        name="role"
        label="Role"
        placeholder="Choose…"
        options={[
          { value: 'teacher', label: 'Teacher' },
          { value: 'parent', label: 'Parent' },
        ]}
      />
      <FormCheckbox name="terms" label="I accept the school rules" />
      <FormSubmitButton>Create account</FormSubmitButton>
    </Form>
  );
}
