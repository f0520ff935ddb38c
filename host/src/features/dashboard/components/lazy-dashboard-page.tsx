import { lazy, Suspense } from 'react';
import { Loading } from '@spotter/shared';

const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "dashboard" */ './dashboard-page').then((module) => ({
    default: module.DashboardPage,
  })),
);

/**
 * `/dashboard`, fetched when first opened: its code stays out of the login page's and the
 * shell's start-up JavaScript (docs/product.md §15; the README's bundle figures).
 */
export function LazyDashboardPage() {
  return (
    <Suspense fallback={<Loading />}>
      <DashboardPage />
    </Suspense>
  );
}
