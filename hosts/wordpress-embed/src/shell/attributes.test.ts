import { describe, expect, it, vi } from 'vitest';
import { pageLanguage, readApiBase, readLang, readPageSize } from './attributes';

describe('attribute readers', () => {
  it('keep a supported lang and fall back to en for anything else', () => {
    expect(readLang('am')).toBe('am');
    expect(readLang(' EN ')).toBe('en');
    expect(readLang('fr')).toBe('en');
    expect(readLang('" onload="x')).toBe('en');
    expect(readLang(null)).toBe('en');
  });

  it('take the page language when the element has none (issue 19): <html lang="am-ET"> gives am', () => {
    expect(readLang(null, 'am-ET')).toBe('am');
    expect(readLang(undefined, 'am')).toBe('am');
    expect(readLang('en', 'am-ET')).toBe('en');
    expect(readLang('fr', 'am')).toBe('am');
    expect(readLang(null, 'de-DE')).toBe('en');
  });

  it('give every school element of a page one language: the first supported lang of a school element, else the page (decisions §90)', () => {
    const doc = (html: string, lang = 'en-US') => {
      const d = document.implementation.createHTMLDocument('');
      d.documentElement.lang = lang;
      d.body.innerHTML = html;
      return d;
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // WordPress prints <html lang="en-US">; one block marked Amharic makes the page's widgets Amharic.
      const mixed = doc(
        '<school-news lang="fr"></school-news><school-testimonials lang="am"></school-testimonials><school-apply></school-apply>',
      );
      expect(pageLanguage(null, mixed)).toBe('am');
      expect(pageLanguage('am', mixed)).toBe('am');
      expect(warn).not.toHaveBeenCalled();
      // The first one decides; a later element asking for English speaks Amharic and says why.
      expect(pageLanguage('en', doc('<school-news lang="am"></school-news><school-apply lang="en"></school-apply>'))).toBe('am');
      expect(warn).toHaveBeenCalledTimes(1);
      // Other elements' lang and unsupported values do not count; then the page's language.
      expect(pageLanguage(null, doc('<p lang="am"></p><school-news lang="fr"></school-news>'))).toBe('en');
      expect(pageLanguage(null, doc('<school-news></school-news>', 'am-ET'))).toBe('am');
      expect(pageLanguage(undefined, undefined)).toBe('en');
    } finally {
      warn.mockRestore();
    }
  });

  it('accept a page size from 1 to 50 and leave anything else to the widget', () => {
    expect(readPageSize(3)).toBe(3);
    expect(readPageSize('12')).toBe(12);
    expect(readPageSize(Number.NaN)).toBeUndefined();
    expect(readPageSize(0)).toBeUndefined();
    expect(readPageSize(2.5)).toBeUndefined();
    expect(readPageSize(51)).toBeUndefined();
    expect(readPageSize(undefined)).toBeUndefined();
  });

  it('trim trailing slashes off api-base and default to the same origin', () => {
    expect(readApiBase('https://school.example/api/')).toBe('https://school.example/api');
    expect(readApiBase('')).toBe('/api');
    expect(readApiBase(undefined)).toBe('/api');
  });
});
