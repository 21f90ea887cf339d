import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANDING_LOADERS, loadDashboardRoutes, preloadDashboard } from '../routes/preload';
import { remembered, warmLazy } from './warmLazy';

// A dashboard's landing renders once its code is loaded, and the code then goes in the first
// render: no loading text is painted, so React has no fallback to hold the page back 300 ms for
// (decision 135).

function Page({ name }: { name: string }) {
  return <p>the page of {name}</p>;
}

/** Renders `Lazy` in a Suspense boundary and counts how often its fallback was drawn. */
function renderCounting(Lazy: React.ComponentType<{ name: string }>) {
  const fallbacks = vi.fn();
  function Fallback() {
    fallbacks();
    return <p>loading</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Lazy name="Abebe" />
    </Suspense>,
  );
  return fallbacks;
}

describe('warmLazy', () => {
  it('shows a component whose code is already loaded in the first render, never the fallback', async () => {
    const load = remembered(() => Promise.resolve(Page));
    await load();
    const fallbacks = renderCounting(warmLazy(load));
    expect(screen.getByText('the page of Abebe')).toBeInTheDocument(); // right after the render, no waiting
    expect(screen.queryByText('loading')).toBeNull();
    expect(fallbacks).not.toHaveBeenCalled();
  });

  it('shows the fallback, then the component, when the code is not loaded yet', async () => {
    const fallbacks = renderCounting(warmLazy(remembered(() => Promise.resolve(Page))));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page of Abebe')).toBeInTheDocument();
    expect(fallbacks).toHaveBeenCalled();
  });
});

describe('remembered', () => {
  it('downloads once, and tries again after a failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const once = remembered(load);
    await expect(once()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(Promise.all([once(), once()])).resolves.toEqual(['code', 'code']);
    expect(load).toHaveBeenCalledTimes(2);
    expect(once.loaded()).toEqual({ value: 'code' });
    expect(remembered(once)).toBe(once);
  });
});

describe('preloadDashboard', () => {
  it("resolves once a landing's routes and widget are loaded, so the entry's first render takes them", async () => {
    await preloadDashboard('/dashboard/student/ST-0001/exams');
    expect(loadDashboardRoutes.loaded()).toBeDefined();
    expect(LANDING_LOADERS.exams.loaded()).toBeDefined();
  });

  it('leaves other URLs to render at once', () => {
    expect(preloadDashboard('/home')).toBeUndefined();
  });
});
