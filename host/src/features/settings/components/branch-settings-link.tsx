import { Card, LinkButton, useCan } from '@spotter/shared';

/** The way to the branches' page (/settings/branches), for the accounts that may manage them (Owners). */
export function BranchSettingsLink() {
  const mayManage = useCan('branches.manage');
  if (!mayManage) return null;
  return (
    <Card>
      <h2>Branches</h2>
      <LinkButton to="/settings/branches" variant="secondary">
        Branches
      </LinkButton>
    </Card>
  );
}
