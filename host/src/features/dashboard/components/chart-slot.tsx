import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { chunkComponent, chunkLoader, ErrorState, Loading } from '@spotter/shared';
import type { ChartProps } from './chart-props';

const charts = chunkLoader(
  () => import(/* webpackChunkName: "dashboard-charts" */ './charts'),
  (module) => module.default,
);

/** Starts downloading the charts (Victory) while the summary is still on its way. */
export const preloadCharts = () => void charts.preload().catch(() => {});

/**
 * A chart, fetched with its chunk on first use. If the chunk cannot be downloaded, Retry asks
 * for it again.
 */
export function ChartSlot(props: ChartProps) {
  // Drawn at once when the charts have arrived; a fresh one after a failure (React keeps a
  // failed lazy failed).
  const [Chart, setChart] = useState(() => chunkComponent(charts));
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <ErrorState
          message="The chart could not be loaded."
          onRetry={() => {
            charts.retry();
            setChart(() => chunkComponent(charts));
            resetErrorBoundary();
          }}
        />
      )}
    >
      <Suspense fallback={<Loading label="Loading chart..." />}>
        <Chart {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
