import { useState } from 'react';
import {
  FormScreen,
  type MemberAdded,
  useBackToList,
  useCan,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { MemberForm } from './member-form';
import type { MemberSent } from './member-form-values';
import { DeletedMemberOffer, deletedMemberIn, type DeletedMember } from './deleted-member-offer';
import { PlanNeeded } from './plan-needed';
import { useEnquiryPrefill } from './use-enquiry-prefill';

export function AddMemberPage() {
  const save = useSave();
  const { create } = useResourceWrites(membersResource);
  const backTo = useBackToList(MEMBERS_PATH);
  const prefill = useEnquiryPrefill();
  const mayRestore = useCan('deleted.restore');
  // The deleted member whose phone was typed, offered back to an account that may restore them.
  const [deleted, setDeleted] = useState<DeletedMember | null>(null);

  // Converting an enquiry: the API marks it Joined in the same transaction as the member, and the
  // add makes the enquiries stale.
  const onSubmit = (member: MemberSent) => {
    const body =
      prefill.enquiryId === null ? member : { ...member, enquiry_id: Number(prefill.enquiryId) };
    setDeleted(null);
    return save((signal) => create<MemberAdded>(body, signal), {
      success: (result) => `Member added successfully! Invoice: ${result.invoice_number}`,
      failure: 'Failed to add member!',
      then: backTo,
      shown: (error) => {
        const offered = mayRestore ? deletedMemberIn(error) : null;
        setDeleted(offered);
        return offered !== null;
      },
    });
  };

  return (
    <FormScreen title="Add User" fallback={prefill.fallback}>
      <PlanNeeded />
      {deleted && <DeletedMemberOffer member={deleted} />}
      {prefill.values && (
        <MemberForm
          initialValues={prefill.values}
          submitLabel="Save"
          backTo={backTo}
          onSubmit={onSubmit}
          takesPaymentMethod
        />
      )}
    </FormScreen>
  );
}
