import type { PublicMessages } from '@school/api';
import type { Texts } from '../shared/intl';

/** Carousels advance every 4000 ms (spec 000 §9). */
export const CAROUSEL_INTERVAL_MS = 4000;

/** The slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

/** The slide before `index`, wrapping to the last. */
export function previousSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count;
}

/** A slide's accessible name, "2 of 5". */
export function slideLabel({ messages, fill }: Pick<Texts<PublicMessages>, 'messages' | 'fill'>, index: number, count: number): string {
  return fill(messages.slideOf, { index: index + 1, total: count });
}
