import { EmptyState, LinkButton } from '@spotter/shared';

export function StaffNotFound() {
  return (
    <EmptyState>
      <p>Trainer not found</p>
      <LinkButton variant="secondary" to="/view/staffs">
        Back to trainers & staff
      </LinkButton>
    </EmptyState>
  );
}
