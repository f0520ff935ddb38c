import styled from 'styled-components';

export const STEPS = ['Upload', 'Match columns', 'Review', 'Import'] as const;
export type Step = (typeof STEPS)[number];

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.muted};
  li {
    padding-right: ${({ theme }) => theme.space[2]};
  }
  [aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

/** Where the import stands: the four steps, the current one marked for assistive technology too. */
export function StepList({ current }: { current: Step }) {
  return (
    <List aria-label="Steps">
      {STEPS.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {step}
        </li>
      ))}
    </List>
  );
}
