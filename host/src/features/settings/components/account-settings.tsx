import styled from 'styled-components';
import { Card, ErrorState, Loading } from '@spotter/shared';
import { useProfile } from '../api/account';
import { BackupSettings } from './backup-settings';
import { BranchSettingsLink } from './branch-settings-link';
import { GymSettings } from './gym-settings';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ReminderSettingsLink } from './reminder-settings-link';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * The signed-in admin's details, a password change, the gym's details for those who may change
 * them, the ways to the branches and to the reminders' settings for those who may manage them, and
 * the backups for those who may download them.
 */
export default function AccountSettings() {
  const { data, error, mutate } = useProfile();
  return (
    <Sections>
      <Card>
        {data ? (
          <ProfileForm profile={data.profile} />
        ) : error ? (
          <ErrorState
            message="Could not load your account settings."
            onRetry={() => void mutate()}
          />
        ) : (
          <Loading />
        )}
      </Card>
      <Card>
        <h2>Change Password</h2>
        <PasswordForm />
      </Card>
      <GymSettings />
      <BranchSettingsLink />
      <ReminderSettingsLink />
      <BackupSettings />
    </Sections>
  );
}
