import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@spotter/shared';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A part of the member's page below the form (Contacts, History): a region named by its heading. */
export function MemberSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </Section>
  );
}
