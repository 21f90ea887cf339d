export { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
export { REGISTRATION_NOTICE_MS } from '../../shared/useNotice';
export { recentPeriods, toApplicationFormData, applicationFormSchema, PERIOD_YEARS } from './logic';
