import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from './harness';

// The accessibility check every other file relies on must be able to fail.
const page = useBrowser();

describe('expectNoSeriousA11yViolations', () => {
  it('fails on a button without a name and on an image without alt text, also inside a frame', async () => {
    const p = page();
    await p.goto('/api/public-data'); // a document of the portal's origin, as every page under test is
    await p.setContent('<main><h1>Page</h1><button></button><iframe srcdoc="<img src=x.png>" title="inner"></iframe></main>');
    const failure = await expectNoSeriousA11yViolations(p).then(
      () => null,
      (err: Error) => err.message,
    );
    expect(failure).toContain('button-name');
    expect(failure).toContain('image-alt');
  });

  it('passes a page without such faults', async () => {
    const p = page();
    await p.setContent(
      '<html lang="en"><head><title>Fine</title></head><body><main><h1>Page</h1><button>Save</button></main></body></html>',
    );
    await expectNoSeriousA11yViolations(p);
  });
});
