export { LoginForm, type LoginFormProps } from './LoginForm';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
