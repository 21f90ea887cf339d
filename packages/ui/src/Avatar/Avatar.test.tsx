import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Avatar } from './Avatar';
import { initials } from './initials';

describe('Avatar', () => {
  it('shows the photo, then initials when it fails to load', () => {
    renderWithTheme(<Avatar name="Amina Haddad" src="/amina.png" />);
    const img = screen.getByRole('img', { name: 'Amina Haddad' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: 'Amina Haddad' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('AH');
  });

  it('shows initials without a photo', () => {
    renderWithTheme(<Avatar name="Omar" />);
    expect(screen.getByRole('img', { name: 'Omar' })).toHaveTextContent('O');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('amina el haddad')).toBe('AH');
    expect(initials('  Omar ')).toBe('O');
    expect(initials('')).toBe('?');
    expect(initials('Élodie Ñúñez')).toBe('ÉÑ');
  });

  it('takes whole graphemes: Amharic syllables, a letter with a combining mark (issue 35)', () => {
    expect(initials('አበበ ከበደ ተሰማ')).toBe('አተ');
    expect(initials('ሙሉጌታ ወልደ')).toBe('ሙወ');
    expect(initials('E\u0301lodie N\u0303u\u0301n\u0303ez')).toBe('E\u0301N\u0303');
  });
});
