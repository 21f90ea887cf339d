export { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';
export { ContactDetails, socialLinks, type ContactDetailsProps } from './ContactDetails';
