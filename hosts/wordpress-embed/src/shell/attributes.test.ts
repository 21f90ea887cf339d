import { describe, expect, it } from 'vitest';
import { readApiBase, readLang, readPageSize } from './attributes';

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
