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
  useBackToList,
  useResourceOne,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { MemberForm } from './member-form';
import { fromMemberDetails } from './member-form-values';

export function EditMemberPage() {
  const save = useSave();
  const { id } = useParams<{ id: string }>();
  const { update } = useResourceWrites(membersResource);
  const backTo = useBackToList(MEMBERS_PATH);
  const { record: member, error, isLoading, retry } = useResourceOne(membersResource, id);

  const onSubmit = async (form: FormData) => {
    if (!id) return;
    await save((signal) => update(id, form, signal), {
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
