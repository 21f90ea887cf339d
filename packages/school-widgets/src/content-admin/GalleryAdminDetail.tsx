import type { Gallery } from '@school/api';
import type { Texts } from '../shared/intl';
import { ContentAdminDetail, type ContentAdminDetailProps } from './ContentAdminDetail';
import { galleryKind } from './kinds';

export type GalleryAdminDetailProps = ContentAdminDetailProps;

const details = ({ messages }: Texts, g: Gallery) => [{ label: messages.descriptionLabel, value: g.description }];

/** A gallery item for admins: photo, title, description, date; Edit, Delete, Set to landing page / Unset. */
export function GalleryAdminDetail(props: GalleryAdminDetailProps) {
  return <ContentAdminDetail {...props} kind={galleryKind} details={details} />;
}
