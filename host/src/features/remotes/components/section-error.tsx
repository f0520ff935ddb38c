import { Button, Card } from '@spotter/shared';

export function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert">
      <p>This section could not be loaded.</p>
      <Button onClick={onRetry}>Retry</Button>
    </Card>
  );
}
