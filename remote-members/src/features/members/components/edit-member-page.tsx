import { useParams } from 'react-router-dom';
import {
  ApiError,
  Card,
  EmptyState,
  ErrorState,
  isAbortError,
  LinkButton,
  Loading,
  PageHeader,
  useSave,
} from '@spotter/shared';
import { useMember } from '../api/get-member';
import { useUpdateMember } from '../api/update-member';
import { useBackToList } from './back-to-list';
import { MemberForm } from './member-form';
import { fromMemberDetails } from './member-form-values';

export function EditMemberPage() {
  const save = useSave();
  const { id } = useParams<{ id: string }>();
  const updateMember = useUpdateMember();
  const backTo = useBackToList();
  const { member, error, isLoading, retry } = useMember(id);

  const onSubmit = async (form: FormData) => {
    if (!id) return;
    await save((signal) => updateMember(id, form, signal), {
      success: () => 'Member updated successfully!',
      failure: 'Update failed!',
      then: backTo,
    });
  };

  let body;
  if (isLoading) body = <Loading />;
  // 400 too: an id the API cannot even parse names no member either.
  else if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    body = (
      <EmptyState>
        <p>Member not found</p>
        <LinkButton variant="secondary" to={backTo}>
          Back to members
        </LinkButton>
      </EmptyState>
    );
  } else if (error && !isAbortError(error))
    body = <ErrorState message="Could not load this member." onRetry={retry} />;
  else if (member) {
    body = (
      <Card>
        <MemberForm
          key={id}
          initialValues={fromMemberDetails(member)}
          submitLabel="Update"
          backTo={backTo}
          onSubmit={onSubmit}
        />
      </Card>
    );
  } else body = <Loading />;

  return (
    <>
      <PageHeader title="Edit User" />
      {body}
    </>
  );
}
