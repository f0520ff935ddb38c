import { Button, Card } from '@spotter/shared/core';
import type { Incompatibility } from '../compatibility';

const MESSAGES = {
  newer: 'This section needs a newer version of Spotter.',
  older: 'This section needs an older version of Spotter.',
};

/** A section that could not be loaded, or (`needs`) that this Spotter refused to run: with Retry. */
export function SectionError({
  needs,
  onRetry,
}: {
  needs?: Incompatibility['needs'];
  onRetry: () => void;
}) {
  return (
    <Card role="alert">
      <p>{needs ? MESSAGES[needs] : 'This section could not be loaded.'}</p>
      <Button onClick={onRetry}>Retry</Button>
    </Card>
  );
}
