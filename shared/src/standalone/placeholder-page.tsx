import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';

/** A section's page before its own issue lands: its title, its actions, and what comes next. */
export function PlaceholderPage({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <Card>
        <p>This part of Spotter is being built. Its data will appear here.</p>
      </Card>
    </>
  );
}
