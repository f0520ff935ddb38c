import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
`;

export function NotFoundPage() {
  return (
    <Box>
      <h1>404 not found!!!!</h1>
      <Link to="/">Home</Link>
    </Box>
  );
}
