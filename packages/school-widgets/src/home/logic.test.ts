import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { nextSlide, previousSlide, slideLabel } from './logic';

describe('carousel positions', () => {
  it('wraps forward and backward', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(2, 3)).toBe(1);
  });
  it('stays at 0 with no slides', () => {
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });
  it('names slides "n of m", counting from 1', () => {
    expect(slideLabel(textsIn('en'), 0, 4)).toBe('1 of 4');
    expect(slideLabel(textsIn('en'), 3, 4)).toBe('4 of 4');
  });
  it('names them in the reader’s language', async () => {
    expect(slideLabel(textsIn('am', await loadCatalogue('am')), 1, 4)).toBe('2 ከ4');
  });
});
