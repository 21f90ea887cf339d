export { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
export { REGISTRATION_NOTICE_MS } from '../../students/useNotice';
export { recentPeriods, toApplicationFormData, applicationFormSchema, PERIOD_YEARS } from './logic';
