import { Suspense, useEffect, useState } from 'react';
import { Loading, type RemoteSection as Section, useRoutes } from '@spotter/shared/core';
import { ErrorBoundary } from 'react-error-boundary';
import { IncompatibleSection, type Incompatibility } from '../compatibility';
import { getLoadedSection, loadSection } from '../load-section';
import { SectionError } from './section-error';

type State =
  | { status: 'loading' }
  | { status: 'ready'; section: Section }
  | { status: 'failed'; needs?: Incompatibility['needs'] };

function SectionRoutes({ section }: { section: Section }) {
  return useRoutes(section.routes);
}

/** Mounts one remote's routes; a remote that cannot be fetched or throws stays contained here. */
export function RemoteSection({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const section = getLoadedSection(remote);
    return section ? { status: 'ready', section } : { status: 'loading' };
  });

  useEffect(() => {
    // Loaded by now, though maybe not at the first render: the load the page began at start-up
    // (start-section.ts) may end between this component's first render and this effect (the
    // signed-in shell around it arrives as a chunk of its own), and nothing else would tell it.
    const loaded = attempt === 0 ? getLoadedSection(remote) : undefined;
    if (loaded) {
      setState((now) =>
        now.status === 'ready' && now.section === loaded
          ? now
          : { status: 'ready', section: loaded },
      );
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    loadSection(remote, { retry: attempt > 0 }).then(
      (section) => active && setState({ status: 'ready', section }),
      (error: unknown) => {
        if (error instanceof IncompatibleSection) {
          // The one line that names the versions, for whoever deploys.
          console.error(error.message);
          if (active) setState({ status: 'failed', needs: error.problem.needs });
          return;
        }
        console.error(`Section "${remote}" could not be loaded`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <SectionError needs={state.needs} onRetry={retry} />;
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => <SectionError onRetry={resetErrorBoundary} />}
      onError={(error) => console.error(`Section "${remote}" failed`, error)}
      onReset={retry}
    >
      <Suspense fallback={<Loading />}>
        <SectionRoutes section={state.section} />
      </Suspense>
    </ErrorBoundary>
  );
}
