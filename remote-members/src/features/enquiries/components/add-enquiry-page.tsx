import {
  ChooseBranchNote,
  FormScreen,
  type EnquiryInput,
  type EnquirySaved,
  useBranchNeeded,
  useBackToList,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { enquiriesResource, ENQUIRIES_PATH } from '../api/enquiries-resource';
import { EnquiryForm } from './enquiry-form';
import { emptyEnquiryValues } from './enquiry-form-values';

/** An enquiry comes in at one branch: under All branches (a link kept from before) the form gives way to a note. */
export function AddEnquiryPage() {
  const save = useSave();
  const { create } = useResourceWrites(enquiriesResource);
  const backTo = useBackToList(ENQUIRIES_PATH);
  const branchNeeded = useBranchNeeded();

  const onSubmit = (input: EnquiryInput) =>
    save((signal) => create<EnquirySaved>(input, signal), {
      success: () => 'Enquiry added successfully!',
      failure: 'Failed to add enquiry!',
      then: backTo,
    });

  return (
    <FormScreen title="Add Enquiry">
      {branchNeeded ? (
        <ChooseBranchNote>Choose a branch in the top bar to add an enquiry.</ChooseBranchNote>
      ) : (
        <EnquiryForm
          initialValues={emptyEnquiryValues()}
          submitLabel="Save"
          backTo={backTo}
          onSubmit={onSubmit}
        />
      )}
    </FormScreen>
  );
}
