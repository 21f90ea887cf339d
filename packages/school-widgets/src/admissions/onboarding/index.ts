export { ApplicantOnboarding, type ApplicantOnboardingProps } from './ApplicantOnboarding';
export { EntranceExamsTab, type EntranceExamsTabProps } from './EntranceExamsTab';
export { QuestionnairesTab, type QuestionnairesTabProps } from './QuestionnairesTab';
