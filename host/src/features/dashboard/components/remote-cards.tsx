import { useAccess } from '@spotter/shared';
import styled from 'styled-components';
import { RemoteCard } from '../../remotes/components/remote-card';
import { useDeclarations } from '../../remotes/use-declarations';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/**
 * The cards the sections declare for the dashboard (`dashboard` in their declarations), by
 * `order`, each only for an account holding its permission: a card the account may not see is
 * never drawn, and its code never loaded. They are drawn apart from the host's own figures, which
 * never wait for them; each card loads, fails and retries alone (RemoteCard).
 */
export function RemoteCards() {
  const declarations = useDeclarations();
  const { can } = useAccess();
  const cards = [...declarations]
    .flatMap(([remote, state]) =>
      state.status === 'ready'
        ? (state.declaration.dashboard ?? []).map((card) => ({ remote, card }))
        : [],
    )
    .filter(({ card }) => card.permission === undefined || can(card.permission))
    .sort((a, b) => a.card.order - b.card.order);
  if (cards.length === 0) return null;
  return (
    <Grid>
      {cards.map(({ remote, card }) => (
        <RemoteCard key={`${remote} ${card.key}`} remote={remote} card={card.key} />
      ))}
    </Grid>
  );
}
