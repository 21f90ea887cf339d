import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { FileViewer } from './FileViewer';
import { viewableKindOf } from './fileKind';

const ok = (body = 'x') => vi.fn(async () => new Response(body, { status: 200 }));

describe('viewableKindOf', () => {
  it('knows jpg, jpeg, png, gif and pdf, in any case; everything else is unsupported', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.gif'].map(viewableKindOf)).toEqual(['image', 'image', 'image', 'image']);
    expect(viewableKindOf('report.PDF')).toBe('pdf');
    expect(['cv.docx', 'photo.webp', 'noext', 'x.pdf.exe'].map(viewableKindOf)).toEqual([
      'unsupported',
      'unsupported',
      'unsupported',
      'unsupported',
    ]);
  });
});

describe('FileViewer', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows an image from the fetched bytes', async () => {
    const fetchFile = ok();
    renderWithTheme(<FileViewer url="/files/a.png/t" fileName="a.png" title="Birth certificate" fetchFile={fetchFile} />);
    expect(await screen.findByRole('img', { name: 'Birth certificate' })).toHaveAttribute('src', 'blob:fake');
    expect(fetchFile).toHaveBeenCalledWith('/files/a.png/t');
  });

  it('shows a pdf in a titled frame', async () => {
    renderWithTheme(<FileViewer url="/files/r.pdf/t" fileName="r.pdf" fetchFile={ok()} />);
    expect(await screen.findByTitle('r.pdf')).toHaveAttribute('src', '/files/r.pdf/t');
  });

  it("reads 'File format not supported' for other types without fetching", () => {
    const fetchFile = ok();
    renderWithTheme(<FileViewer url="/files/cv.docx/t" fileName="cv.docx" fetchFile={fetchFile} />);
    expect(screen.getByText('File format not supported')).toBeInTheDocument();
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it("reads 'Error: {status} {statusText}' for a failed response and 'Error fetching the file.' for a network error", async () => {
    const notFound = vi.fn(async () => new Response('', { status: 404, statusText: 'Not Found' }));
    const { unmount } = renderWithTheme(<FileViewer url="/x.pdf" fileName="x.pdf" fetchFile={notFound} />);
    expect(await screen.findByText('Error: 404 Not Found')).toBeInTheDocument();
    unmount();
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithTheme(<FileViewer url="/y.png" fileName="y.png" fetchFile={down} />);
    expect(await screen.findByText('Error fetching the file.')).toBeInTheDocument();
  });
});
