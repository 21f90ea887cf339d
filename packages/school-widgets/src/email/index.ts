export { EmailClient, type EmailClientProps } from './EmailClient';
