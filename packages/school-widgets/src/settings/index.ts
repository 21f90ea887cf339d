export { SettingsDashboard } from './SettingsDashboard';
export type { SettingsDashboardProps } from './SettingsDashboard';
export { stepperPosition, levelCanAct, draftComplete, approverChoices } from './logic';
