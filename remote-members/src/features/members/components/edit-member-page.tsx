import {
  formatRupees,
  IfAllowed,
  type MemberDetails,
  RecordEditScreen,
  useBackToList,
  useParams,
} from '@spotter/shared';
import styled from 'styled-components';
import { TakePaymentButton } from '@spotter/shared/dialogs';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { MemberContacts } from './member-contacts';
import { MemberForm } from './member-form';
import { MemberHistory } from './member-history';
import { fromMemberDetails } from './member-form-values';

const Owes = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** What the member owes and Take payment, while they owe anything (docs/product/billing.md §20). */
function Owing({ member }: { member: MemberDetails }) {
  if (!member.due_amount) return null;
  return (
    <IfAllowed permission="payments.record">
      <Owes aria-label="Payment">
        <p>{`${member.name} owes ${formatRupees(member.due_amount)}.`}</p>
        <TakePaymentButton payer={member} />
      </Owes>
    </IfAllowed>
  );
}

export function EditMemberPage() {
  const { id } = useParams<{ id: string }>();
  const backTo = useBackToList(MEMBERS_PATH);
  return (
    <RecordEditScreen
      title="Edit User"
      resource={membersResource}
      id={id}
      texts={{
        notFound: 'Member not found',
        backLabel: 'Back to members',
        backTo,
        loadFailed: 'Could not load this member.',
      }}
      saved={{
        success: () => 'Member updated successfully!',
        failure: 'Update failed!',
        then: backTo,
      }}
      form={(record, submit) => (
        <>
          <Owing member={record} />
          {/* A payment taken here raises Paid: the form starts again from the member as saved. */}
          <MemberForm
            key={record.due_amount ?? ''}
            initialValues={fromMemberDetails(record)}
            submitLabel="Update"
            backTo={backTo}
            onSubmit={submit}
          />
        </>
      )}
      after={(member) => (
        <>
          <MemberContacts memberId={member.id} />
          <MemberHistory memberId={member.id} />
        </>
      )}
    />
  );
}
