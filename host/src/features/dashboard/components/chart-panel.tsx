import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, EmptyState, visuallyHidden } from '@spotter/shared';

// The kit's card surface, tighter, as a labelled section.
const Panel = styled(Card).attrs({ as: 'section' })`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  svg {
    max-width: 100%;
    height: auto;
  }
`;

const HiddenTable = styled.table`
  ${visuallyHidden}
`;

export interface ChartPanelProps {
  title: string;
  /** What to say instead of drawing a chart of nothing; null when there is data. */
  empty: string | null;
  /** The chart's figures as a table: its text alternative, read by screen readers (and tests). */
  columns: string[];
  rows: (string | number)[][];
  children: ReactNode;
}

/** A titled chart and, out of sight, the table of the figures it draws. */
export function ChartPanel({ title, empty, columns, rows, children }: ChartPanelProps) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <>
          {children}
          <HiddenTable>
            <caption>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([head, ...cells]) => (
                <tr key={head}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, i) => (
                    <td key={columns[i + 1]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HiddenTable>
        </>
      )}
    </Panel>
  );
}
