export { ApplicantList, type ApplicantListProps } from './ApplicantList';
export { ApplicantDetail, type ApplicantDetailProps } from './ApplicantDetail';
