import type { StaffMessage } from '@school/api';
import type { Texts } from '../shared/intl';
import { ContentAdminDetail, type ContentAdminDetailProps } from './ContentAdminDetail';
import { staffMessageKind } from './kinds';

export type StaffMessageAdminDetailProps = ContentAdminDetailProps;

const details = ({ messages }: Texts, m: StaffMessage) => [
  { label: messages.positionLabel, value: m.position },
  { label: messages.messageLabel, value: m.message },
];

/** A staff message for admins: photo, full name, position, message, date; Edit, Delete, Set in Front / Unset from Front. */
export function StaffMessageAdminDetail(props: StaffMessageAdminDetailProps) {
  return <ContentAdminDetail {...props} kind={staffMessageKind} details={details} />;
}
