import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Button, Card } from '@spotter/shared/core';
import { ErrorBoundary } from 'react-error-boundary';
import styled from 'styled-components';
import { loadDashboard } from '../load-dashboard';

/** Every remote card's size, loaded or not, so nothing on the dashboard moves as one arrives. */
export const CARD_MIN_HEIGHT = '12rem';

const Frame = styled(Card)`
  min-height: ${CARD_MIN_HEIGHT};
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
  }
`;

// A quiet placeholder: the card's frame, nothing read aloud but that it is busy.
const Placeholder = styled(Frame)`
  background: ${({ theme }) => theme.colors.background};
  box-shadow: none;
`;

type State =
  { status: 'loading' } | { status: 'ready'; Card: ComponentType } | { status: 'failed' };

function CardError({ onRetry }: { onRetry: () => void }) {
  return (
    <Frame role="alert">
      <p>This card could not be loaded.</p>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </Frame>
  );
}

const Busy = () => <Placeholder aria-busy="true" data-remote-card="loading" />;

/**
 * One card a remote declared for the dashboard (its `key` in the remote's `./dashboard`), drawn
 * in a frame of the card's size: a quiet placeholder while its code loads, and "This card could
 * not be loaded." with Retry when it cannot be fetched or throws, contained to the card.
 */
export function RemoteCard({ remote, card }: { remote: string; card: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadDashboard(remote, { retry: attempt > 0 }).then(
      (dashboard) => {
        if (!active) return;
        const Component = dashboard.cards[card];
        if (typeof Component === 'function' || (typeof Component === 'object' && Component)) {
          setState({ status: 'ready', Card: Component });
          return;
        }
        console.error(`The "${remote}" section's dashboard has no card "${card}"`);
        setState({ status: 'failed' });
      },
      (error: unknown) => {
        console.error(
          `The "${remote}" section's dashboard card "${card}" could not be loaded`,
          error,
        );
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, card, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <Busy />;
  if (state.status === 'failed') return <CardError onRetry={retry} />;
  const { Card: Content } = state;
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => <CardError onRetry={resetErrorBoundary} />}
      onError={(error) =>
        console.error(`The "${remote}" section's dashboard card "${card}" failed`, error)
      }
      onReset={retry}
    >
      <Suspense fallback={<Busy />}>
        <Frame>
          <Content />
        </Frame>
      </Suspense>
    </ErrorBoundary>
  );
}
