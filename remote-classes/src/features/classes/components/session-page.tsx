import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
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
  type RowAction,
  useAbortOnUnmount,
  useCan,
  useParams,
  useResourceOne,
  useResourceWrites,
  useUndoToast,
  ApiError,
  type Booking,
  type ClassSession,
  type Column,
  type LookupMember,
} from '@spotter/shared';
import { MemberCombobox } from '@spotter/shared/combobox';
import { classSessionsResource, longDay, STATUS_NAMES } from '../api/classes-resources';
import { ChangeSessionDialog } from './change-session-dialog';

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

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
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

/** A place that can be marked Attended by hand: still Booked, or a No show (marked late). */
const attendable = (booking: Booking) =>
  booking.status === 'booked' || booking.status === 'no_show';

/** A strike not yet forgiven: a late cancel or a no-show. */
const forgivable = (booking: Booking) =>
  (booking.status === 'late_cancel' || booking.status === 'no_show') && !booking.forgiven;

/** A place's status as the roster reads it: "No show (forgiven)" once its strike is forgiven. */
const statusOf = (booking: Booking) =>
  booking.forgiven ? `${STATUS_NAMES[booking.status]} (forgiven)` : STATUS_NAMES[booking.status];

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
  const mayManage = useCan('classes.manage');
  const [changing, setChanging] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [member, setMember] = useState<LookupMember | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = useUndoToast();

  /**
   * Sends a write and says what the API answered, its refusal's words included. A write Undo can
   * take back (a booking, a cancellation: its `activity_id`) is confirmed with **Undo** instead.
   */
  const run = async (
    write: () => Promise<{ message?: string | null; activity_id?: number }>,
    fallback: string,
  ) => {
    setBusy(true);
    try {
      const reply = await write();
      const text = reply.message ?? fallback;
      if (reply.activity_id) {
        setAnswer(null);
        confirm(text, reply.activity_id);
      } else setAnswer({ text, refused: false });
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
      return {
        message: [reply.message, ...promoted].filter(Boolean).join(' '),
        activity_id: reply.activity_id,
      };
    }, 'Cancelled.');

  /** Sends a write on one place that answers the API's message (attended, forgiven). */
  const onPlace = (write: typeof actions.attend, booking: Booking) =>
    void run(() => write(booking.id, undefined, signal()), 'Done.');

  const cancelSession = async () => {
    if (!record) return;
    await run(() => actions.cancelSession(record.session.id, undefined, signal()), 'Cancelled.');
    setConfirmingCancel(false);
  };

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error && !isAbortError(error) && !record)
    return <ErrorState message="Could not load this class." onRetry={retry} />;
  if (isLoading || !record) return <Loading />;

  const { session, roster, waitlist, may_mark: mayMark } = record;
  /** What the account may do with a place of the roster: its row menu. */
  const placeActions = (row: Booking): RowAction[] => [
    ...(mayMark && !session.cancelled && attendable(row)
      ? [{ label: 'Mark attended', onSelect: () => onPlace(actions.attend, row) }]
      : []),
    ...(mayManage && forgivable(row)
      ? [{ label: 'Forgive strike', onSelect: () => onPlace(actions.forgive, row) }]
      : []),
    ...(mayBook && live(row)
      ? [{ label: 'Cancel booking', tone: 'danger' as const, onSelect: () => cancel(row) }]
      : []),
  ];
  const columns: Column<Booking>[] = [
    { key: 'member', header: 'Member', card: 'title', cell: (row) => row.member_name },
    { key: 'status', header: 'Status', card: 'badge', cell: statusOf },
    { key: 'booked_at', header: 'Booked at', cell: (row) => formatDateTime(row.booked_at) },
    ...(mayBook || mayManage || mayMark
      ? [
          {
            key: 'actions',
            header: 'Actions',
            card: 'actions' as const,
            cell: (row: Booking) => {
              const menu = placeActions(row);
              return menu.length > 0 ? (
                <RowActions label={`Actions for ${row.member_name}`} actions={menu} />
              ) : null;
            },
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={session.class_name}
        actions={
          <HeaderActions>
            {mayManage && !session.cancelled && (
              <>
                <Button variant="secondary" onClick={() => setChanging(true)}>
                  Change session
                </Button>
                <Button variant="danger" onClick={() => setConfirmingCancel(true)}>
                  Cancel session
                </Button>
              </>
            )}
            <LinkButton to={`/classes?week=${session.day}`} variant="secondary">
              Back to the week
            </LinkButton>
          </HeaderActions>
        }
      />
      {changing && <ChangeSessionDialog session={session} onClose={() => setChanging(false)} />}
      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel this class?"
        message={`${session.class_name} on ${longDay(session.day)} at ${session.start_time} will be cancelled, with its members' places. Reminders will list each member to tell.`}
        confirmLabel="Cancel session"
        cancelLabel="Keep the class"
        busy={busy}
        onConfirm={() => void cancelSession()}
        onCancel={() => setConfirmingCancel(false)}
      />
      <Sections>
        <section aria-labelledby="session-details">
          <h2 id="session-details">
            {longDay(session.day)} at {session.start_time}
          </h2>
          {session.cancelled && <Notice>This class has been cancelled.</Notice>}
          <SessionDetailsList session={session} />
        </section>
        <IfAllowed permission="classes.book">
          {!session.cancelled && (
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
                <Button type="submit" disabled={!member || busy}>
                  Book
                </Button>
              </BookRow>
            </section>
          )}
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
