import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import type { EmbedElementProps } from './EmbedShell';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** The attributes every element observes; camelCase here, kebab-case in HTML (`api-base`). */
export const commonAttributes = { apiBase: 'string', lang: 'string' } as const satisfies Record<string, AttributeType>;

/**
 * Defines `<tag>` as a custom element rendering `component` in an open shadow root.
 * Safe to call twice (a second loader on the page, a re-run chunk): the first definition stays.
 */
export function defineWidget<P extends EmbedElementProps>(
  tag: string,
  component: ComponentType<P>,
  attributes: Partial<Record<Exclude<keyof P & string, 'container'>, AttributeType>>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const element = r2wc(component, { shadow: 'open', props: { ...commonAttributes, ...attributes } as typeof attributes });
  customElements.define(tag, element);
  return element;
}
