export { Form } from './Form';
export type { FormProps } from './Form';
export { useZodForm } from './useZodForm';
export type { ZodFormOptions, ValidationText } from './useZodForm';
export { FormTextField, FormPasswordField, FormDateField, FormSelect, FormCheckbox, FormSubmitButton } from './FormFields';
export type {
  FormFieldName,
  FormTextFieldProps,
  FormPasswordFieldProps,
  FormDateFieldProps,
  FormSelectProps,
  FormCheckboxProps,
  FormSubmitButtonProps,
} from './FormFields';
