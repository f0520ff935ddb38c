import { Card, PageHeader, type MemberAdded, useBackToList, useResourceWrites, useSave } from '@spotter/shared';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { MemberForm } from './member-form';
import { emptyMemberValues } from './member-form-values';

export function AddMemberPage() {
  const save = useSave();
  const { create } = useResourceWrites(membersResource);
  const backTo = useBackToList(MEMBERS_PATH);

  const onSubmit = (form: FormData) =>
    save((signal) => create<MemberAdded>(form, signal), {
      success: (result) => `Member added successfully! Invoice: ${result.invoice_number}`,
      failure: 'Failed to add member!',
      then: backTo,
    });

  return (
    <>
      <PageHeader title="Add User" />
      <Card>
        <MemberForm initialValues={emptyMemberValues} submitLabel="Save" backTo={backTo} onSubmit={onSubmit} />
      </Card>
    </>
  );
}
