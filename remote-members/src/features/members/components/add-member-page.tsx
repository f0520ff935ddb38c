import { useNavigate } from 'react-router-dom';
import {
  Card,
  errorMessage,
  isAbortError,
  PageHeader,
  useAbortOnUnmount,
  useToast,
} from '@spotter/shared';
import { useCreateMember } from '../api/create-member';
import { useBackToList } from './back-to-list';
import { MemberForm } from './member-form';
import { emptyMemberValues } from './member-form-values';

export function AddMemberPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const createMember = useCreateMember();
  const backTo = useBackToList();

  const onSubmit = async (form: FormData) => {
    try {
      const result = await createMember(form, signal());
      toast.success(`Member added successfully! Invoice: ${result?.invoice_number ?? ''}`.trim());
      navigate(backTo);
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('Failed to add member', error);
      toast.error(errorMessage(error, 'Failed to add member!'));
    }
  };

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
