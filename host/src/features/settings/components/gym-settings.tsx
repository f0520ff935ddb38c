import { Card, ErrorState, Loading, useCan } from '@spotter/shared';
import { useGymDetails } from '../api/gym';
import { GymForm } from './gym-form';

/**
 * The gym's details, for the accounts that may change them (gym.edit: Owners and Managers); the
 * others see the gym's name in the titles and on invoices only.
 */
export function GymSettings() {
  const mayEdit = useCan('gym.edit');
  if (!mayEdit) return null;
  return (
    <Card>
      <h2>Gym</h2>
      <GymDetailsSection />
    </Card>
  );
}

function GymDetailsSection() {
  const { data, error, mutate } = useGymDetails();
  if (data) return <GymForm gym={data.gym} />;
  if (error)
    return <ErrorState message="Could not load the gym's details." onRetry={() => void mutate()} />;
  return <Loading />;
}
