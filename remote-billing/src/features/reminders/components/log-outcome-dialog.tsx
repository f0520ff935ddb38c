import {
  DateField,
  localDay,
  RadioGroupField,
  SelectField,
  TextAreaField,
  type ReminderTask,
} from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, REMINDER_LIMITS } from '@spotter/shared/reminders';
import { useLogOutcome } from '../api/log-outcome';
import { initialOutcome, tomorrow, validateOutcome } from './outcome-values';

const CHANNEL_OPTIONS = Object.entries(CONTACT_CHANNELS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * Log outcome (docs/product/reminders.md §25): how the member was contacted, what came of it, a promised day
 * or the next follow-up, a note. The API's message is the toast; whatever shows the member's
 * reminders is read again. A refusal keeps the dialog as typed.
 */
export function LogOutcomeDialog({ task, onClose }: { task: ReminderTask; onClose: () => void }) {
  const logOutcome = useLogOutcome();
  return (
    <FormDialog
      title={`Log outcome for ${task.name}`}
      submitLabel="Save"
      initial={initialOutcome()}
      validate={(values) => validateOutcome(values)}
      send={(body, signal) => logOutcome(task, body, signal)}
      failure="Could not log the outcome."
      onClose={onClose}
    >
      {(field) => {
        const outcome = field('outcome');
        const promised = outcome.value === 'promised';
        return (
          <>
            <SelectField label="How" options={CHANNEL_OPTIONS} {...field('channel')} />
            <RadioGroupField
              label="Outcome"
              options={CONTACT_OUTCOMES}
              value={outcome.value}
              onChange={outcome.onChange}
            />
            {promised ? (
              <DateField label="Promised date" min={localDay()} {...field('promised_on')} />
            ) : (
              <DateField label="Next follow-up" min={tomorrow()} {...field('next_follow_up')} />
            )}
            <TextAreaField label="Note" maxLength={REMINDER_LIMITS.noteMax} {...field('note')} />
          </>
        );
      }}
    </FormDialog>
  );
}
