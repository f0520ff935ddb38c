import { useId } from 'react';
import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  DateField,
  FieldHint,
  localDay,
  RadioGroupField,
  SelectField,
  TextAreaField,
  type ReminderTask,
} from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { REMINDER_LIMITS } from '../rules';
import { useLogOutcome } from '../api/log-outcome';
import { initialOutcome, tomorrow, validateOutcome } from './outcome-values';

const CHANNEL_OPTIONS = Object.entries(CONTACT_CHANNELS).map(([value, label]) => ({
  value,
  label,
}));

/** An enquiry's follow-up takes every outcome but a promise to pay. */
const { promised: _promise, ...ENQUIRY_OUTCOMES } = CONTACT_OUTCOMES;
const outcomesOf = (enquiry: boolean): Record<string, string> =>
  enquiry ? ENQUIRY_OUTCOMES : CONTACT_OUTCOMES;

/**
 * Log outcome (docs/product/reminders.md §25): how the member was contacted, what came of it, a promised day
 * or the next follow-up, a note. The API's message is the toast; whatever shows the member's
 * reminders is read again. A refusal keeps the dialog as typed. An enquiry's follow-up offers no
 * promise, and says what its next follow-up does to the enquiry.
 */
export function LogOutcomeDialog({ task, onClose }: { task: ReminderTask; onClose: () => void }) {
  const logOutcome = useLogOutcome();
  const hintId = useId();
  const enquiry = task.enquiry !== null;
  return (
    <FormDialog
      title={`Log outcome for ${task.name}`}
      submitLabel="Save"
      initial={initialOutcome()}
      validate={(values) => validateOutcome(values, localDay(), { enquiry })}
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
              options={outcomesOf(enquiry)}
              value={outcome.value}
              onChange={outcome.onChange}
            />
            {promised ? (
              <DateField label="Promised date" min={localDay()} {...field('promised_on')} />
            ) : (
              <DateField
                label="Next follow-up"
                min={tomorrow()}
                aria-describedby={enquiry ? hintId : undefined}
                {...field('next_follow_up')}
              />
            )}
            {enquiry && (
              <FieldHint id={hintId}>
                A next follow-up moves the enquiry&apos;s Follow up on to that day; without one the
                follow-up is done. Not interested marks the enquiry Lost.
              </FieldHint>
            )}
            <TextAreaField label="Note" maxLength={REMINDER_LIMITS.noteMax} {...field('note')} />
          </>
        );
      }}
    </FormDialog>
  );
}
