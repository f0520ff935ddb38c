import {
  Card,
  ErrorState,
  Form,
  FormButtons,
  isAbortError,
  Loading,
  NumberField,
  PageHeader,
  TextField,
  useResourceAll,
  useResourceWrites,
  useSave,
  useValidatedForm,
  type ClassSettings,
} from '@spotter/shared';
import { classSettingsResource } from '../api/classes-resources';
import { SETTINGS_LIMITS, validateClassSettings, type ClassSettingsValues } from './validate';

const toValues = (settings: ClassSettings): ClassSettingsValues => ({
  time_zone: settings.time_zone,
  booking_cutoff_minutes: String(settings.booking_cutoff_minutes),
  strike_limit: String(settings.strike_limit),
  strike_window_days: String(settings.strike_window_days),
  strike_ban_days: String(settings.strike_ban_days),
});

/**
 * The class settings (`/classes/settings`, docs/product/classes.md "Settings"): the gym's time zone,
 * the booking cut-off and the strikes' three numbers, checked as the API checks them before sending.
 */
export function ClassSettingsPage() {
  const { rows, error, retry } = useResourceAll(classSettingsResource);
  const settings = rows[0];
  return (
    <>
      <PageHeader title="Class settings" />
      {settings ? (
        <Card>
          <SettingsForm settings={settings} />
        </Card>
      ) : error && !isAbortError(error) ? (
        <ErrorState message="Could not load the class settings." onRetry={retry} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: ClassSettings }) {
  const save = useSave();
  const { save: saveSettings } = useResourceWrites(classSettingsResource).actions;
  const { field, saving, submit } = useValidatedForm(
    toValues(settings),
    validateClassSettings,
    (input) =>
      save((signal) => saveSettings(undefined, input, signal), {
        success: (reply) => reply.message,
        failure: 'Could not save the class settings.',
      }),
  );
  return (
    <Form onSubmit={submit} aria-label="Class settings">
      <TextField
        label="Time zone"
        required
        maxLength={SETTINGS_LIMITS.timeZoneMax}
        placeholder="Asia/Kolkata"
        {...field('time_zone')}
      />
      <NumberField
        label="Booking cut-off (minutes)"
        required
        min={0}
        max={SETTINGS_LIMITS.cutoffMax}
        step={1}
        {...field('booking_cutoff_minutes')}
      />
      <NumberField
        label="Strikes before a ban"
        required
        min={1}
        max={SETTINGS_LIMITS.strikeLimitMax}
        step={1}
        {...field('strike_limit')}
      />
      <NumberField
        label="Strike window (days)"
        required
        min={1}
        max={SETTINGS_LIMITS.daysMax}
        step={1}
        {...field('strike_window_days')}
      />
      <NumberField
        label="Ban (days)"
        required
        min={1}
        max={SETTINGS_LIMITS.daysMax}
        step={1}
        {...field('strike_ban_days')}
      />
      <FormButtons submitLabel="Save" saving={saving} leaveTo="/classes" />
    </Form>
  );
}
