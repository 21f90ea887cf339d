import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../../shared/intl';
import { acceptFor, fileTypeError } from './logic';

describe('questionnaire file types', () => {
  it('takes the required extension, any for all, and names the type otherwise', () => {
    expect(fileTypeError(textsIn('en'), 'pdf', 'report.PDF')).toBeNull();
    expect(fileTypeError(textsIn('en'), 'word', 'letter.docx')).toBeNull();
    expect(fileTypeError(textsIn('en'), 'image', 'photo.jpeg')).toBeNull();
    expect(fileTypeError(textsIn('en'), 'all', 'anything.zip')).toBeNull();
    expect(fileTypeError(textsIn('en'), 'pdf', 'photo.png')).toBe('Invalid file type. Please upload a pdf file.');
    expect(fileTypeError(textsIn('en'), 'word', 'noextension')).toBe('Invalid file type. Please upload a word file.');
    expect(acceptFor('image')).toBe('.jpg,.jpeg,.png,.gif,.webp');
  });

  it('words the refusal in the reader’s language', async () => {
    expect(fileTypeError(textsIn('am', await loadCatalogue('am')), 'pdf', 'photo.png')).toBe('ልክ ያልሆነ የፋይል ዓይነት። እባክዎ pdf ፋይል ይጫኑ።');
  });
});
