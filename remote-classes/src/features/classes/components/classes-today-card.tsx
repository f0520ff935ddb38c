import { useId } from 'react';
import styled from 'styled-components';
import {
  ErrorState,
  isAbortError,
  Link,
  Loading,
  paths,
  useApi,
  type ClassesToday,
  type ClassSession,
} from '@spotter/shared';
import { sessionPage } from '../api/classes-resources';

/** How many of today's sessions the card lists: the next few, so it keeps its size. */
const LISTED = 3;

const Box = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: 0;
    list-style: none;
  }
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const SessionLink = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span:last-child {
    margin-left: auto;
  }
`;

/** "1 session", "3 sessions", or "No classes today". */
export const sessionsInWords = (n: number) =>
  n === 0 ? 'No classes today' : n === 1 ? '1 session' : `${n} sessions`;

/** The sessions still to end today, not cancelled, the next first. */
const nextOf = (sessions: ClassSession[], now = new Date().toISOString()) =>
  sessions.filter((one) => !one.cancelled && one.ends_at > now).slice(0, LISTED);

function Today({ today }: { today: ClassesToday }) {
  const next = nextOf(today.sessions);
  return (
    <>
      <Value>{sessionsInWords(today.session_count)}</Value>
      {today.session_count > 0 && (
        <>
          <Note>
            {today.booked} of {today.capacity} places booked
          </Note>
          {next.length > 0 ? (
            <ul aria-label="Next classes">
              {next.map((session) => (
                <li key={session.id}>
                  <SessionLink to={sessionPage(session.id)}>
                    {/* Spaces between the parts: the link's name reads "07:00 Yoga 3 of 10". */}
                    <span>{session.start_time}</span> <span>{session.class_name}</span>{' '}
                    <span>
                      {session.booked} of {session.capacity}
                    </span>
                  </SessionLink>
                </li>
              ))}
            </ul>
          ) : (
            <Note>No more classes today.</Note>
          )}
        </>
      )}
    </>
  );
}

/**
 * The dashboard's **Classes today** card (docs/product/dashboard.md, docs/product/classes.md §28):
 * today's sessions on the gym's clock at the tab's branch (or every branch), how full they are,
 * and the next few, each a link to its page. The host draws it in its frame, for accounts with
 * `classes.view`.
 */
export function ClassesTodayCard() {
  const id = useId();
  const { data, error, mutate } = useApi<ClassesToday>(paths.classes.today);
  const failed = Boolean(error) && !isAbortError(error) && !data;
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>Classes today</h2>
      {failed ? (
        <ErrorState message="Could not load today's classes." onRetry={() => void mutate()} />
      ) : data ? (
        <Today today={data} />
      ) : (
        <Loading />
      )}
    </Box>
  );
}
