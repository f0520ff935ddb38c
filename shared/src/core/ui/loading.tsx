import styled from 'styled-components';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return <Text role="status">{label}</Text>;
}
