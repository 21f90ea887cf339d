import { describe, expect, it } from 'vitest';
import { formatDate } from './logic';
import { sanitizeHtml } from './sanitize';

describe('formatDate', () => {
  it('reads as month, day, year', () => {
    expect(formatDate(new Date(2026, 2, 2, 12).getTime())).toBe('March 2, 2026');
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

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<marquee>Welcome <em>back</em></marquee>')).toBe('Welcome <em>back</em>');
  });
});
