import styled from 'styled-components';
import { type ApiClient } from '@school/api';
import { Alert, LoadingState, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { Carousel } from './Carousel';
import { CAROUSEL_INTERVAL_MS } from './logic';
import { usePublicMessages } from '../shared/intl';

export interface TestimonialsProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** Time between slides, in ms. @default 4000 */
  intervalMs?: number;
}

/** The testimonials carousel: feedback set as main (getshowfeedback), its text and fullName. */
export function Testimonials({ api, intervalMs = CAROUSEL_INTERVAL_MS }: TestimonialsProps) {
  const messages = usePublicMessages();
  const query = useApiQuery(queryKeys.content.feedback.list({ shown: true }), () => api.content.feedback.listShown());
  if (query.status === 'loading') return <LoadingState label={messages.loading} />;
  if (query.status === 'error') return <Alert kind="error" message={`${messages.errorPrefix}${query.error}`} />;
  const list = query.data.feedbacks;
  if (list.length === 0) return <Alert kind="info" message={messages.noTestimonials} />;
  return (
    <Carousel
      label={messages.testimonialsLabel}
      intervalMs={intervalMs}
      slides={list.map((f) => ({
        key: f._id,
        content: (
          <Quote>
            <blockquote>{f.feedback}</blockquote>
            <figcaption>{f.fullName}</figcaption>
          </Quote>
        ),
      }))}
    />
  );
}

const Quote = styled.figure`
  margin: 0;
  padding: ${tokens.space.xl};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.sm};
  text-align: center;
  blockquote {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.sizeLg};
    line-height: 1.6;
  }
  figcaption {
    font-weight: ${tokens.font.weightBold};
    color: ${tokens.color.primary};
  }
`;
