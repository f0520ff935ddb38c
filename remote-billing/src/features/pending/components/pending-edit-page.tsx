import { useState } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  DownloadButton,
  type DuesUpdated,
  IfAllowed,
  LinkButton,
  memberInvoiceFilename,
  memberInvoicePath,
  PageHeader,
  useBackToList,
  useDownload,
  useParams,
  useRecordPage,
  useResourceWrites,
  useSave,
  useSubmit,
} from '@spotter/shared';
import styled from 'styled-components';
import { TakePaymentButton } from '@spotter/shared/dialogs';
import { PENDING_PATH, pendingResource } from '../api/pending-resource';
import { DuesForm } from './dues-form';

const Removal = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * One member's balance (docs/product/billing.md §20), headed by their name: Take payment records an amount
 * received; Update saves the fields (and any raise of Paid) in one call; Remove, apart from them
 * and asking first, deletes the member.
 */
export function PendingEditPage() {
  const { id } = useParams<{ id: string }>();
  const save = useSave();
  const download = useDownload();
  const { update, remove } = useResourceWrites(pendingResource);
  const backTo = useBackToList(PENDING_PATH);
  const [confirming, setConfirming] = useState(false);
  const validId = id && /^[1-9]\d*$/.test(id) ? id : undefined;
  const { record: member, fallback } = useRecordPage(pendingResource, validId, {
    notFound: 'Member not found',
    backLabel: 'Back to pending balances',
    backTo,
    loadFailed: 'Could not load this member.',
  });

  const onSubmit = (body: Parameters<typeof update>[1]) =>
    save((signal) => update<DuesUpdated>(validId!, body, signal), {
      success: () => 'User data updated!',
      failure: 'Update failed!',
      then: backTo,
    });

  const removal = useSubmit(
    () => validId,
    async (memberId) => {
      await save(() => remove(memberId), {
        success: () => 'User removed!',
        failure: 'Delete failed!',
        then: backTo,
      });
      setConfirming(false);
    },
  );

  const extraActions = member && (
    <>
      <TakePaymentButton payer={member} />
      <IfAllowed permission="invoices.view">
        <DownloadButton
          variant="secondary"
          download={() => download(memberInvoicePath(validId!), memberInvoiceFilename(validId!))}
        >
          Download Invoice
        </DownloadButton>
      </IfAllowed>
      <IfAllowed permission="members.edit">
        <LinkButton variant="secondary" to="/users/add">
          Add User
        </LinkButton>
      </IfAllowed>
    </>
  );

  return (
    <>
      <PageHeader
        title={member ? `Pending balance: ${member.name}` : 'Pending balance'}
        actions={
          <LinkButton variant="secondary" to={backTo}>
            Back
          </LinkButton>
        }
      />
      {member ? (
        <>
          <Card>
            {/* A payment taken here changes Paid: the form starts again from the member as saved. */}
            <DuesForm
              key={`${validId}:${member.due_amount}`}
              member={member}
              extraActions={extraActions}
              onSubmit={onSubmit}
            />
          </Card>
          <IfAllowed permission={pendingResource.permissions?.remove}>
            <Removal as="section" aria-labelledby="remove-member-heading">
              <h2 id="remove-member-heading">Remove member</h2>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Remove
              </Button>
            </Removal>
          </IfAllowed>
        </>
      ) : (
        fallback
      )}
      <ConfirmDialog
        open={confirming}
        message="Are you sure you want to delete this user?"
        confirmLabel="Remove"
        busy={removal.saving}
        onConfirm={() => removal.submit()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
