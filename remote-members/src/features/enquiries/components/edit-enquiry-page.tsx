import { RecordEditScreen, useBackToList, useParams } from '@spotter/shared';
import { enquiriesResource, enquiryPageTexts, ENQUIRIES_PATH } from '../api/enquiries-resource';
import { EnquiryForm } from './enquiry-form';
import { fromEnquiry } from './enquiry-form-values';

export function EditEnquiryPage() {
  const { id } = useParams<{ id: string }>();
  const backTo = useBackToList(ENQUIRIES_PATH);
  return (
    <RecordEditScreen
      title="Edit Enquiry"
      resource={enquiriesResource}
      id={id}
      texts={enquiryPageTexts(backTo)}
      saved={{
        success: () => 'Enquiry updated successfully!',
        failure: 'Failed to update enquiry!',
        then: backTo,
      }}
      form={(record, submit) => (
        <EnquiryForm
          initialValues={fromEnquiry(record)}
          submitLabel="Update"
          backTo={backTo}
          onSubmit={submit}
        />
      )}
    />
  );
}
