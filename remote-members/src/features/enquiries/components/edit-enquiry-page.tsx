import { useParams } from 'react-router-dom';
import {
  Card,
  PageHeader,
  type EnquiryInput,
  useBackToList,
  useRecordPage,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { enquiriesResource, ENQUIRIES_PATH } from '../api/enquiries-resource';
import { EnquiryForm } from './enquiry-form';
import { fromEnquiry } from './enquiry-form-values';

export function EditEnquiryPage() {
  const save = useSave();
  const { id } = useParams<{ id: string }>();
  const { update } = useResourceWrites(enquiriesResource);
  const backTo = useBackToList(ENQUIRIES_PATH);
  const { record: enquiry, fallback } = useRecordPage(enquiriesResource, id, {
    notFound: 'Enquiry not found',
    backLabel: 'Back to enquiries',
    backTo,
    loadFailed: 'Could not load this enquiry.',
  });

  const onSubmit = (input: EnquiryInput) =>
    save((signal) => update(id!, input, signal), {
      success: () => 'Enquiry updated successfully!',
      failure: 'Failed to update enquiry!',
      then: backTo,
    });

  return (
    <>
      <PageHeader title="Edit Enquiry" />
      {enquiry ? (
        <Card>
          <EnquiryForm
            key={id}
            initialValues={fromEnquiry(enquiry)}
            submitLabel="Update"
            backTo={backTo}
            onSubmit={onSubmit}
          />
        </Card>
      ) : (
        fallback
      )}
    </>
  );
}
