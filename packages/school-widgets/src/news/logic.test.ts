import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { sanitizeHtml } from '../shared/sanitizeNews';

describe("a news item's date (the reader's formatDate)", () => {
  it('reads as month, day, year; in Amharic as day, month, year', async () => {
    expect(textsIn('en').format.formatDate(new Date(2026, 2, 2, 12).getTime())).toBe('March 2, 2026');
    expect(textsIn('am', await loadCatalogue('am')).format.formatDate(new Date(2026, 2, 2, 12).getTime())).toBe('2 ማርች 2026');
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting, lists and safe links', () => {
    const html = '<p>Our <strong>science</strong> fair</p><ul><li>one</li></ul><a href="https://school.et/x">more</a>';
    expect(sanitizeHtml(html)).toBe(
      '<p>Our <strong>science</strong> fair</p><ul><li>one</li></ul><a href="https://school.et/x" rel="noopener noreferrer">more</a>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><iframe src="//evil"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe/);
    expect(out).toContain('<p>Hi</p>');
  });

  it('drops dangerous elements with their content, comments, styles and unsafe URLs (the allowlist walk, issue 19)', () => {
    const out = sanitizeHtml(
      '<svg><script>alert(1)</script><text>svg</text></svg><math><mi>m</mi></math><style>p{}</style><!-- c -->' +
        '<p style="color:red" title="t">ok</p><img src="data:image/png;base64,AA"><img src="/rel.png"><img src="https://x.et/a.png" alt="a">' +
        '<a href=" javascript:alert(1)">j</a><a href="/news/1">n</a><form><input value="v"></form><xmp><b>raw</b></xmp>',
    );
    expect(out).toBe('<p title="t">ok</p><img src="https://x.et/a.png" alt="a"><a>j</a><a href="/news/1" rel="noopener noreferrer">n</a>');
  });

  it('keeps no markup smuggled through a raw-text element (mutation XSS)', () => {
    const out = sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>after</p>');
    // Rendered into the page (where <noscript> would parse differently), it is still one harmless paragraph.
    const page = document.createElement('div');
    page.innerHTML = out;
    expect(page.querySelector('img, noscript, [onerror]')).toBeNull();
    expect(page.textContent).toContain('after');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<marquee>Welcome <em>back</em></marquee>')).toBe('Welcome <em>back</em>');
  });
});
