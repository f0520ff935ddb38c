import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '@spotter/shared';

// The kit's card surface, tighter, as a labelled section.
const Box = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** One figure: a region named by its title, so it is found (and read) by that name. */
export function StatCard({ title, value, note }: { title: string; value: string; note?: string }) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Value>{value}</Value>
      {note && <Note>{note}</Note>}
    </Box>
  );
}
