import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  IfAllowed,
  isAbortError,
  Link,
  LinkButton,
  Loading,
  PageHeader,
  useApi,
  useSearchParams,
  type ClassSession,
  type ClassWeek,
} from '@spotter/shared';
import {
  addDays,
  longDay,
  sessionPage,
  shortDay,
  weekdayOf,
  weekKey,
} from '../api/classes-resources';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0 ${({ theme }) => theme.space[3]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// Seven columns, Monday first; on a phone (and a narrow tablet) the days one under another.
const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Day = styled.section`
  min-width: 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const NoSessions = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Session = styled(Link)<{ $cancelled: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  opacity: ${({ $cancelled }) => ($cancelled ? 0.7 : 1)};
  ${({ theme }) => theme.media.coarse} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
  &:hover strong {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One session in the week: class, time, trainer, places taken, and its waitlist or cancellation. */
function SessionLink({ session }: { session: ClassSession }) {
  return (
    <li>
      <Session to={sessionPage(session.id)} $cancelled={session.cancelled}>
        <strong>{session.class_name}</strong>
        <span>{session.start_time}</span>
        {session.trainer_name && <small>{session.trainer_name}</small>}
        {session.cancelled ? (
          <span>Cancelled</span>
        ) : (
          <>
            <span>
              {session.booked} of {session.capacity}
            </span>
            {session.waitlist > 0 && <span>Waitlist {session.waitlist}</span>}
          </>
        )}
      </Session>
    </li>
  );
}

/** The week's seven days from its Monday, each with its sessions in order of time. */
function WeekGrid({ week }: { week: ClassWeek }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(week.week, i));
  return (
    <Days>
      {days.map((day) => {
        const sessions = week.sessions.filter((session) => session.day === day);
        return (
          <Day key={day} aria-label={longDay(day)}>
            <h3>
              {weekdayOf(day)} <small>{shortDay(day)}</small>
            </h3>
            {sessions.length > 0 ? (
              <ul>
                {sessions.map((session) => (
                  <SessionLink key={session.id} session={session} />
                ))}
              </ul>
            ) : (
              <NoSessions>No classes</NoSessions>
            )}
          </Day>
        );
      })}
    </Days>
  );
}

/**
 * The active branch's week (`/classes?week=`, docs/product/classes.md §28): Monday first, with
 * Previous week, This week and Next week; each session links to its page.
 */
export function WeekPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const { data, error, isLoading, mutate } = useApi<ClassWeek>(weekKey(asked), {
    keepPreviousData: true,
  });
  const go = (day: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (day) next.set('week', day);
      else next.delete('week');
      return next;
    });
  const monday = data?.week;
  const failed = Boolean(error) && !isAbortError(error);

  return (
    <>
      <PageHeader
        title="Classes"
        actions={
          <IfAllowed permission="classes.manage">
            <LinkButton to="/classes/timetable" variant="secondary">
              Timetable
            </LinkButton>
            <LinkButton to="/classes/types" variant="secondary">
              Class types
            </LinkButton>
            <LinkButton to="/classes/settings" variant="secondary">
              Class settings
            </LinkButton>
          </IfAllowed>
        }
      />
      <Toolbar>
        {monday && <h2>Week of {longDay(monday)}</h2>}
        <Button
          variant="secondary"
          disabled={!monday}
          onClick={() => monday && go(addDays(monday, -7))}
        >
          Previous week
        </Button>
        <Button variant="secondary" onClick={() => go(null)}>
          This week
        </Button>
        <Button
          variant="secondary"
          disabled={!monday}
          onClick={() => monday && go(addDays(monday, 7))}
        >
          Next week
        </Button>
      </Toolbar>
      {failed ? (
        <ErrorState message="Could not load this week's classes." onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <Loading />
      ) : data && data.sessions.length === 0 ? (
        <EmptyState>No classes this week.</EmptyState>
      ) : data ? (
        <WeekGrid week={data} />
      ) : null}
    </>
  );
}
