import { describe, expect, it } from 'vitest';
import { acceptFor, fileTypeError } from './logic';

describe('questionnaire file types', () => {
  it('takes the required extension, any for all, and names the type otherwise', () => {
    expect(fileTypeError('pdf', 'report.PDF')).toBeNull();
    expect(fileTypeError('word', 'letter.docx')).toBeNull();
    expect(fileTypeError('image', 'photo.jpeg')).toBeNull();
    expect(fileTypeError('all', 'anything.zip')).toBeNull();
    expect(fileTypeError('pdf', 'photo.png')).toBe('Invalid file type. Please upload a pdf file.');
    expect(fileTypeError('word', 'noextension')).toBe('Invalid file type. Please upload a word file.');
    expect(acceptFor('image')).toBe('.jpg,.jpeg,.png,.gif,.webp');
  });
});
