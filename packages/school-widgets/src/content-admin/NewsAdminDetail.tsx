import { messages, type News } from '@school/api';
import { ContentAdminDetail, type ContentAdminDetailProps } from './ContentAdminDetail';
import { newsKind } from './kinds';

export type NewsAdminDetailProps = ContentAdminDetailProps;

// The content is shown as stored (the server sanitized it); admins see what they wrote.
const details = (n: News) => [
  { label: messages.descriptionLabel, value: n.description },
  { label: messages.contentLabel, value: n.content },
];

/** A news item for admins: photo, title, description, content, date; Edit, Delete, Make Live / Make Garbage. */
export function NewsAdminDetail(props: NewsAdminDetailProps) {
  return <ContentAdminDetail {...props} kind={newsKind} details={details} />;
}
