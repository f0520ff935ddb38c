import { Card, PageHeader, useSave } from '@spotter/shared';
import { useCreateMember } from '../api/create-member';
import { useBackToList } from './back-to-list';
import { MemberForm } from './member-form';
import { emptyMemberValues } from './member-form-values';

export function AddMemberPage() {
  const save = useSave();
  const createMember = useCreateMember();
  const backTo = useBackToList();

  const onSubmit = (form: FormData) =>
    save((signal) => createMember(form, signal), {
      success: (result) =>
        `Member added successfully! Invoice: ${result?.invoice_number ?? ''}`.trim(),
      failure: 'Failed to add member!',
      then: backTo,
    });

  return (
    <>
      <PageHeader title="Add User" />
      <Card>
        <MemberForm
          initialValues={emptyMemberValues}
          submitLabel="Save"
          backTo={backTo}
          onSubmit={onSubmit}
        />
      </Card>
    </>
  );
}
