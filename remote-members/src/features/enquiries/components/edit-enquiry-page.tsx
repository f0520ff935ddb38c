import { useParams } from 'react-router-dom';
import { FormScreen, useBackToList, useRecordEdit } from '@spotter/shared';
import { enquiriesResource, ENQUIRIES_PATH } from '../api/enquiries-resource';
import { EnquiryForm } from './enquiry-form';
import { fromEnquiry } from './enquiry-form-values';

export function EditEnquiryPage() {
  const { id } = useParams<{ id: string }>();
  const backTo = useBackToList(ENQUIRIES_PATH);
  const { record, fallback, submit } = useRecordEdit(
    enquiriesResource,
    id,
    {
      notFound: 'Enquiry not found',
      backLabel: 'Back to enquiries',
      backTo,
      loadFailed: 'Could not load this enquiry.',
    },
    {
      success: () => 'Enquiry updated successfully!',
      failure: 'Failed to update enquiry!',
      then: backTo,
    },
  );

  return (
    <FormScreen title="Edit Enquiry" fallback={fallback}>
      {record && (
        <EnquiryForm
          key={id}
          initialValues={fromEnquiry(record)}
          submitLabel="Update"
          backTo={backTo}
          onSubmit={submit}
        />
      )}
    </FormScreen>
  );
}
