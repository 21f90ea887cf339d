import { describe, expect, it } from 'vitest';
import { uiMessages } from './messages';
import { uiMessagesAm } from './messages.am';

const names = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

describe('uiMessagesAm is the twin of uiMessages', () => {
  it('has the same keys, a non-empty Ethiopic text each, and the same placeholders', () => {
    expect(Object.keys(uiMessagesAm).sort()).toEqual(Object.keys(uiMessages).sort());
    for (const [key, en] of Object.entries(uiMessages)) {
      const am = uiMessagesAm[key as keyof typeof uiMessages];
      expect(am, key).toMatch(/[\u1200-\u137f]/);
      expect(names(am), key).toBe(names(en));
    }
  });
});
