import type { News } from '@school/api';
import type { Texts } from '../shared/intl';
import { sanitizeHtml } from '../shared/sanitizeNews';
import { ContentAdminDetail, type ContentAdminDetailProps } from './ContentAdminDetail';
import { newsKind } from './kinds';

export type NewsAdminDetailProps = ContentAdminDetailProps;

// The content is rendered as the public page renders it (sanitized again, like NewsDetail), so
// the admin sees the formatted item, not its tags (issue 7).
const details = ({ messages }: Texts, n: News) => [
  { label: messages.descriptionLabel, value: n.description },
  {
    label: messages.contentLabel,
    value: n.content ? <div data-widget="news-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.content) }} /> : '',
  },
];

/** A news item for admins: photo, title, description, content, date; Edit, Delete, Make Live / Make Garbage. */
export function NewsAdminDetail(props: NewsAdminDetailProps) {
  return <ContentAdminDetail {...props} kind={newsKind} details={details} />;
}
