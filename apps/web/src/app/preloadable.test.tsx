import '../test/setup';
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(element: ReactElement) {
  return render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
}

describe('preloadable', () => {
  it('renders at once, without its fallback, when its chunk has already arrived', async () => {
    const Lazy = preloadable(() => Promise.resolve(Greeting));
    await Lazy.preload();
    renderInSuspense(<Lazy name="Ana" />);
    // Synchronously: React's lazy would show the fallback first and the greeting a commit later.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like lazy when it is rendered before its chunk arrives, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = preloadable(load);
    renderInSuspense(<Lazy name="Bo" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a chunk failed to load', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
