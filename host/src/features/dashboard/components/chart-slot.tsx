import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState, Loading } from '@spotter/shared';
import type { ChartProps } from './chart-props';

const loadCharts = () => import(/* webpackChunkName: "dashboard-charts" */ './charts');

/** Starts downloading the charts (Victory) while the summary is still on its way. */
export const preloadCharts = () => void loadCharts().catch(() => {});

/**
 * A chart, fetched with its chunk on first use. If the chunk cannot be downloaded, Retry asks
 * for it again (a fresh `lazy`, since React keeps a failed one failed).
 */
export function ChartSlot(props: ChartProps) {
  const [Chart, setChart] = useState(() => lazy(loadCharts));
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <ErrorState
          message="The chart could not be loaded."
          onRetry={() => {
            setChart(() => lazy(loadCharts));
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
