import { useState } from 'react';
import {
  Card,
  ErrorState,
  Form,
  FormButtons,
  FormGrid,
  Loading,
  NumberField,
  PageHeader,
  TextField,
  useApi,
  useResourceWrites,
  useSave,
  useSubmit,
  type ReminderSettings,
} from '@spotter/shared';
import { REMINDER_LIMITS } from '../rules';
import { remindersResource, SETTINGS_PATH } from '../api/reminders-resource';
import { ExpiryRulesFields, Group } from './expiry-rules-fields';
import {
  fromSettings,
  toSettingsInput,
  validateSettings,
  type SettingsErrors,
  type SettingsValues,
} from './settings-values';
import { TemplateField } from './template-field';

/** Settings → Reminders (docs/product/reminders.md §25): the rules and their messages, the UPI ID and e-mail. */
export function ReminderSettingsPage() {
  const { data, error, mutate } = useApi<ReminderSettings>(SETTINGS_PATH);
  return (
    <>
      <PageHeader title="Reminder settings" />
      {data ? (
        <Card>
          <SettingsForm settings={data} />
        </Card>
      ) : error ? (
        <ErrorState message="Could not load reminder settings." onRetry={() => void mutate()} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: ReminderSettings }) {
  const save = useSave();
  const { saveSettings } = useResourceWrites(remindersResource).actions;
  const [values, setValues] = useState<SettingsValues>(() => fromSettings(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [passwordSet, setPasswordSet] = useState(settings.smtp.password_set);
  const gym = settings.gym_name;

  const set = (changes: Partial<SettingsValues>, edited: string[]) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(edited.map((n) => [n, undefined])),
    }));
  };
  const field = (name: 'duesEvery' | 'upi' | 'host' | 'port' | 'user' | 'password' | 'from') => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => set({ [name]: value }, [name]),
  });

  const { saving, submit } = useSubmit(
    () => {
      const found = validateSettings(values);
      setErrors(found);
      return Object.values(found).some(Boolean) ? null : toSettingsInput(values);
    },
    (input) =>
      save(
        async (signal) => {
          // The queue is planned again with the new rules: the action makes it stale.
          const saved = await saveSettings(undefined, input, signal);
          setValues(fromSettings(saved));
          setPasswordSet(saved.smtp.password_set);
          return saved;
        },
        { success: (saved) => saved.message, failure: 'Could not save reminder settings.' },
      ),
  );

  return (
    <Form wide onSubmit={submit} aria-label="Reminder settings">
      <Group>
        <legend>Expiry reminders</legend>
        <ExpiryRulesFields
          rows={values.expiry}
          errors={errors}
          onChange={(expiry, edited) => set({ expiry }, edited ? [edited] : [])}
          gym={gym}
          upi={values.upi}
        />
      </Group>
      <Group>
        <legend>Dues reminders</legend>
        <NumberField
          label="Every N days"
          min={REMINDER_LIMITS.everyMin}
          max={REMINDER_LIMITS.everyMax}
          {...field('duesEvery')}
        />
        <TemplateField
          value={values.duesTemplate}
          error={errors.duesTemplate}
          onChange={(duesTemplate) => set({ duesTemplate }, ['duesTemplate'])}
          gym={gym}
          upi={values.upi}
        />
      </Group>
      <Group>
        <legend>Promise broken</legend>
        <TemplateField
          value={values.promiseTemplate}
          error={errors.promiseTemplate}
          onChange={(promiseTemplate) => set({ promiseTemplate }, ['promiseTemplate'])}
          gym={gym}
          upi={values.upi}
        />
      </Group>
      <TextField label="UPI ID" maxLength={REMINDER_LIMITS.upiMax} {...field('upi')} />
      <Group>
        <legend>E-mail (SMTP)</legend>
        <FormGrid>
          <TextField label="Host" maxLength={REMINDER_LIMITS.smtpHostMax} {...field('host')} />
          <NumberField label="Port" min={1} max={65535} {...field('port')} />
          <TextField label="User" maxLength={REMINDER_LIMITS.smtpUserMax} {...field('user')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            maxLength={REMINDER_LIMITS.smtpPasswordMax}
            placeholder={passwordSet ? 'Saved — leave empty to keep' : undefined}
            {...field('password')}
          />
          <TextField label="Sender" type="email" {...field('from')} />
        </FormGrid>
      </Group>
      <FormButtons submitLabel="Save" saving={saving} />
    </Form>
  );
}
