import { useId } from 'react';
import styled from 'styled-components';
import {
  BOOKING_STATUS_NAMES,
  Button,
  useApi,
  useCan,
  type MemberClassesToday,
} from '@spotter/shared';
import { classesTodayKey } from '../api/attendance-resource';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * The member's **Classes today** at the branch (docs/product/attendance.md §16): each booking's
 * class, time and status ("Yoga 07:00 Booked"), nothing when they have none, for an account with
 * `classes.view`. Its loading and its failure sit beside the check-in and never hold it up; a
 * check-in makes it stale (shown.attendance), so a class it marked reads Attended.
 */
export function ClassesToday({ member }: { member: { id: number; name: string } }) {
  const canView = useCan('classes.view');
  if (!canView) return null;
  return <TodayList member={member} />;
}

function TodayList({ member }: { member: { id: number; name: string } }) {
  const headingId = useId();
  const { data, error, mutate } = useApi<MemberClassesToday>(classesTodayKey(member.id));
  if (data && data.bookings.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Classes today</h3>
      {data ? (
        <ul aria-labelledby={headingId}>
          {data.bookings.map((booking) => (
            <li key={booking.id}>
              {booking.class_name} {booking.start_time} {BOOKING_STATUS_NAMES[booking.status]}
            </li>
          ))}
        </ul>
      ) : error ? (
        <p>
          Could not load today&apos;s classes.{' '}
          <Button variant="secondary" onClick={() => void mutate()}>
            Retry
          </Button>
        </p>
      ) : (
        <p>Loading classes…</p>
      )}
    </Section>
  );
}
