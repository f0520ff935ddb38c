import { useId } from 'react';
import { Card, Link } from '@spotter/shared';
import styled from 'styled-components';

// The kit's card surface, tighter, as a labelled section.
const Box = styled(Card).attrs({ as: 'section' })`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* A card that leads somewhere is pressed anywhere: its title's link covers it. */
  h2 a {
    color: inherit;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
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

interface StatCardProps {
  title: string;
  value: string;
  note?: string;
  /** The page the figure's list is on: the title links to it. */
  to?: string;
}

/** One figure: a region named by its title, so it is found (and read) by that name. */
export function StatCard({ title, value, note, to }: StatCardProps) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{to ? <Link to={to}>{title}</Link> : title}</h2>
      <Value>{value}</Value>
      {note && <Note>{note}</Note>}
    </Box>
  );
}
