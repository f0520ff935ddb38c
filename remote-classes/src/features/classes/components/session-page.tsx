import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  DataTable,
  errorMessage,
  ErrorState,
  formatDateTime,
  IfAllowed,
  isAbortError,
  LinkButton,
  Loading,
  NotFoundPage,
  PageHeader,
  RowActions,
  useAbortOnUnmount,
  useCan,
  useParams,
  useResourceOne,
  useResourceWrites,
  ApiError,
  type Booking,
  type ClassSession,
  type Column,
  type LookupMember,
} from '@spotter/shared';
import { MemberCombobox } from '@spotter/shared/combobox';
import { classSessionsResource, longDay, STATUS_NAMES } from '../api/classes-resources';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const BookRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 260px;
    max-width: 420px;
  }
`;

const Said = styled.p<{ $refused: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.text)};
`;

const Waitlist = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  li > span {
    margin-right: ${({ theme }) => theme.space[3]};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the API answered the last booking or cancellation: its words, and whether it refused. */
interface Answer {
  text: string;
  refused: boolean;
}

/** A booking or waitlist place that can still be cancelled. */
const live = (booking: Booking) => booking.status === 'booked' || booking.status === 'waitlisted';

function SessionDetailsList({ session }: { session: ClassSession }) {
  return (
    <Details>
      <dt>Class</dt>
      <dd>{session.class_name}</dd>
      <dt>Day</dt>
      <dd>{longDay(session.day)}</dd>
      <dt>Time</dt>
      <dd>{session.start_time}</dd>
      <dt>Trainer</dt>
      <dd>{session.trainer_name ?? 'None'}</dd>
      <dt>Room</dt>
      <dd>{session.room || 'None'}</dd>
      <dt>Capacity</dt>
      <dd>
        {session.capacity} ({session.booked} of {session.capacity} booked)
      </dd>
    </Details>
  );
}

/**
 * One session (`/classes/sessions/:id`, docs/product/classes.md §28): its details, Book a member
 * (the desk's member search), the API's answer as a status, the roster with a row menu, and the
 * waitlist in order.
 */
export function SessionPage() {
  const { id } = useParams<{ id: string }>();
  const { record, error, isLoading, retry } = useResourceOne(classSessionsResource, id);
  const { actions } = useResourceWrites(classSessionsResource);
  const signal = useAbortOnUnmount();
  const mayBook = useCan('classes.book');
  const [member, setMember] = useState<LookupMember | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);

  /** Sends a write and says what the API answered, its refusal's words included. */
  const run = async (write: () => Promise<{ message?: string | null }>, fallback: string) => {
    setBusy(true);
    try {
      const reply = await write();
      setAnswer({ text: reply.message ?? fallback, refused: false });
      return true;
    } catch (caught) {
      if (isAbortError(caught)) return false;
      setAnswer({ text: errorMessage(caught, 'Something went wrong. Try again.'), refused: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const book = async (chosen: LookupMember | null) => {
    if (!chosen || !record || busy) return;
    const done = await run(
      () => actions.book(record.session.id, { member_id: chosen.id }, signal()),
      'Booked.',
    );
    if (done) {
      setMember(null);
      setPickerKey((key) => key + 1);
    }
  };

  const cancel = (booking: Booking) =>
    void run(async () => {
      const reply = await actions.cancelBooking(booking.id, undefined, signal());
      const promoted = reply.promoted.map((one) => `${one.member_name} is now booked.`);
      return { message: [reply.message, ...promoted].filter(Boolean).join(' ') };
    }, 'Cancelled.');

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error && !isAbortError(error) && !record)
    return <ErrorState message="Could not load this class." onRetry={retry} />;
  if (isLoading || !record) return <Loading />;

  const { session, roster, waitlist } = record;
  const columns: Column<Booking>[] = [
    { key: 'member', header: 'Member', card: 'title', cell: (row) => row.member_name },
    { key: 'status', header: 'Status', card: 'badge', cell: (row) => STATUS_NAMES[row.status] },
    { key: 'booked_at', header: 'Booked at', cell: (row) => formatDateTime(row.booked_at) },
    ...(mayBook
      ? [
          {
            key: 'actions',
            header: 'Actions',
            card: 'actions' as const,
            cell: (row: Booking) =>
              live(row) ? (
                <RowActions
                  label={`Actions for ${row.member_name}`}
                  actions={[
                    { label: 'Cancel booking', tone: 'danger', onSelect: () => cancel(row) },
                  ]}
                />
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={session.class_name}
        actions={
          <LinkButton to={`/classes?week=${session.day}`} variant="secondary">
            Back to the week
          </LinkButton>
        }
      />
      <Sections>
        <section aria-labelledby="session-details">
          <h2 id="session-details">
            {longDay(session.day)} at {session.start_time}
          </h2>
          {session.cancelled && <p>This class has been cancelled.</p>}
          <SessionDetailsList session={session} />
        </section>
        <IfAllowed permission="classes.book">
          <section aria-labelledby="book-member">
            <h2 id="book-member">Book a member</h2>
            <BookRow
              onSubmit={(event) => {
                event.preventDefault();
                void book(member);
              }}
            >
              <MemberCombobox
                key={pickerKey}
                label="Member to book"
                onSelect={setMember}
                onEnterSingle={(only) => void book(only)}
              />
              <Button type="submit" disabled={!member || busy || session.cancelled}>
                Book
              </Button>
            </BookRow>
          </section>
        </IfAllowed>
        <Said role="status" $refused={Boolean(answer?.refused)}>
          {answer?.text ?? ''}
        </Said>
        <section aria-labelledby="roster">
          <h2 id="roster">Roster</h2>
          <DataTable
            caption="Roster"
            columns={columns}
            rows={roster}
            rowKey={(row) => row.id}
            emptyText="Nobody is booked yet."
          />
        </section>
        <section aria-labelledby="waitlist">
          <h2 id="waitlist">Waitlist</h2>
          {waitlist.length === 0 ? (
            <Muted>Nobody is waiting.</Muted>
          ) : (
            <Waitlist aria-labelledby="waitlist">
              {waitlist.map((booking) => (
                <li key={booking.id}>
                  <span>{booking.member_name}</span>
                  {mayBook && (
                    <Button
                      variant="ghost"
                      aria-label={`Cancel waitlist place of ${booking.member_name}`}
                      disabled={busy}
                      onClick={() => cancel(booking)}
                    >
                      Cancel
                    </Button>
                  )}
                </li>
              ))}
            </Waitlist>
          )}
        </section>
      </Sections>
    </>
  );
}
