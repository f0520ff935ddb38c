import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from './loading';

/** A chunk of code fetched once, and drawn at once when it is already there. */
export interface ChunkLoader<Value> {
  /** Starts fetching it (once); resolves to what it holds. */
  preload: () => Promise<Value>;
  /** What it holds, once fetched; undefined before. */
  loaded: () => Value | undefined;
  /** After a failed fetch (its error shown), lets the next preload ask again. */
  retry: () => void;
}

/**
 * `load` fetched once, remembered once it has arrived. A failed fetch stays failed (drawing it
 * shows the error, as React.lazy does, rather than asking again at every render) until `retry`.
 */
export function chunkLoader<Module, Value>(
  load: () => Promise<Module>,
  pick: (module: Module) => Value,
): ChunkLoader<Value> {
  let value: { current: Value } | undefined;
  let loading: Promise<Value> | undefined;
  return {
    preload: () =>
      (loading ??= load().then((module) => (value = { current: pick(module) }).current)),
    loaded: () => value?.current,
    retry: () => {
      if (!value) loading = undefined;
    },
  };
}

/**
 * A component from a chunk: drawn at once when the chunk has arrived (no Suspense fallback, hence
 * no React reveal throttle, which holds a revealed boundary back up to 300 ms after its fallback
 * showed), else through React.lazy, suspending until it does. Put it inside a Suspense boundary.
 */
export function chunkComponent<Props extends object>(
  chunk: ChunkLoader<ComponentType<Props>>,
): ComponentType<Props> {
  const Later = lazy(() => chunk.preload().then((component) => ({ default: component })));
  return function FromChunk(props: Props) {
    const Loaded = chunk.loaded();
    return Loaded ? <Loaded {...props} /> : <Later {...props} />;
  };
}

/** A page as a chunk of its own, with `preload` to start fetching it before it is drawn. */
export function pageChunk<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ChunkLoader<ComponentType> & { element: ReactElement } {
  const chunk = chunkLoader(load, pick);
  const Page = chunkComponent(chunk);
  return {
    ...chunk,
    element: (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    ),
  };
}

/**
 * A page as a chunk of its own, fetched when first drawn, "Loading..." until it arrives: what a
 * route table uses so that a heavy page does not weigh on the code its neighbours download.
 * `pick` names the page among the module's exports (they are named, not default). Drawn at once
 * when its chunk is already there (see pageChunk, whose `preload` starts it earlier).
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  return pageChunk(load, pick).element;
}
