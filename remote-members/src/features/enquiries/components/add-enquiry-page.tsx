import {
  FormScreen,
  type EnquiryInput,
  type EnquirySaved,
  useBackToList,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { enquiriesResource, ENQUIRIES_PATH } from '../api/enquiries-resource';
import { EnquiryForm } from './enquiry-form';
import { emptyEnquiryValues } from './enquiry-form-values';

export function AddEnquiryPage() {
  const save = useSave();
  const { create } = useResourceWrites(enquiriesResource);
  const backTo = useBackToList(ENQUIRIES_PATH);

  const onSubmit = (input: EnquiryInput) =>
    save((signal) => create<EnquirySaved>(input, signal), {
      success: () => 'Enquiry added successfully!',
      failure: 'Failed to add enquiry!',
      then: backTo,
    });

  return (
    <FormScreen title="Add Enquiry">
      <EnquiryForm
        initialValues={emptyEnquiryValues()}
        submitLabel="Save"
        backTo={backTo}
        onSubmit={onSubmit}
      />
    </FormScreen>
  );
}
