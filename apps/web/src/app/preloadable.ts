import { createElement, lazy, type ComponentType } from 'react';

/** A lazy component that can be asked for before it is rendered. */
export type Preloadable<Props extends object> = ComponentType<Props> & {
  /** Starts loading the chunk; the same promise every time. */
  preload(): Promise<ComponentType<Props>>;
};

/**
 * Like React's `lazy`, but a component whose chunk has already arrived renders at once. `lazy`
 * suspends on its first render even then (its promise settles a microtask later), and React
 * holds back each revealed boundary for up to 300 ms: the signed-in first screen, three lazy
 * levels deep, came in three commits after a wait (issue 24). Preloaded, it is one render.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // The next render asks again: a chunk that failed once (a network blip) may load now.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableComponent(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(PreloadableComponent, { preload });
}
