import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from './loading';

/**
 * A page as a chunk of its own, fetched when first drawn, "Loading..." until it arrives: what a
 * route table uses so that a heavy page does not weigh on the code its neighbours download.
 * `pick` names the page among the module's exports (they are named, not default).
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
