export { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
export { recentPeriods, toApplicationFormData, applicationFormSchema, PERIOD_YEARS } from './logic';
