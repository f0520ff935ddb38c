import {
  ApiError,
  errorMessage,
  NumberField,
  TextField,
  useResourceWrites,
  type ClassSession,
  type FieldErrors,
  type SessionChange,
} from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { classSessionsResource } from '../api/classes-resources';
import { TrainerField } from './trainer-field';
import { validateSessionChange, type SessionChangeValues } from './validate';

const FAILURE = 'Could not save the session.';

/** The API's refusal of a capacity below the places taken (409): said beside Capacity, in its words. */
function capacityRefusal(error: unknown): FieldErrors<SessionChangeValues> | null {
  return error instanceof ApiError && error.status === 409
    ? { capacity: errorMessage(error, FAILURE) }
    : null;
}

/**
 * Change session (docs/product/classes.md §28): this one session's trainer (one of its branch's, as
 * the timetable's form offers them), room and capacity. A raise that books waitlisted members says
 * who, and the page reads its roster and waitlist again.
 */
export function ChangeSessionDialog({
  session,
  onClose,
}: {
  session: ClassSession;
  onClose: () => void;
}) {
  const { change } = useResourceWrites(classSessionsResource).actions;
  return (
    <FormDialog
      title="Change session"
      submitLabel="Save changes"
      initial={{
        trainer_id: session.trainer_id === null ? '' : String(session.trainer_id),
        room: session.room,
        capacity: String(session.capacity),
      }}
      validate={validateSessionChange}
      send={async (input: SessionChange, signal) => {
        const reply = await change(session.id, input, signal);
        const promoted = reply.promoted.map((one) => `${one.member_name} is now booked.`);
        return { ...reply, message: [reply.message, ...promoted].filter(Boolean).join(' ') };
      }}
      failure={FAILURE}
      refusedFields={capacityRefusal}
      onClose={onClose}
    >
      {(field) => (
        <>
          <TrainerField branchId={session.branch_id} {...field('trainer_id')} />
          <TextField label="Room" {...field('room')} />
          <NumberField label="Capacity" required min={1} step={1} {...field('capacity')} />
        </>
      )}
    </FormDialog>
  );
}
