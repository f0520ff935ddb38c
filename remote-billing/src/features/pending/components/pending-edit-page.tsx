import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  Button,
  Card,
  ConfirmDialog,
  DownloadButton,
  IfAllowed,
  LinkButton,
  memberInvoiceFilename,
  memberInvoicePath,
  PageHeader,
  useBackToList,
  useDownload,
  useRecordPage,
  useResourceWrites,
  useSave,
  useSubmit,
  type DuesUpdated,
} from '@spotter/shared';
import { isBillingListKey } from '../../../components/billing-lists';
import { PENDING_PATH, pendingResource } from '../api/pending-resource';
import { DuesForm } from './dues-form';

/** One member's balance (docs/product.md §20): Update saves the fields and any payment in one call; Remove deletes the member. */
export function PendingEditPage() {
  const { id } = useParams<{ id: string }>();
  const save = useSave();
  const download = useDownload();
  const { mutate } = useSWRConfig();
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
    save(
      async (signal) => {
        const saved = await update<DuesUpdated>(validId!, body, signal);
        void mutate(isBillingListKey);
        return saved;
      },
      { success: () => 'User data updated!', failure: 'Update failed!', then: backTo },
    );

  const removal = useSubmit(
    () => validId,
    async (memberId) => {
      await save(
        async () => {
          await remove(memberId);
          void mutate(isBillingListKey);
        },
        { success: () => 'User removed!', failure: 'Delete failed!', then: backTo },
      );
      setConfirming(false);
    },
  );

  const extraActions = (
    <>
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
      <IfAllowed permission={pendingResource.permissions?.remove}>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </IfAllowed>
    </>
  );

  return (
    <>
      <PageHeader
        title="Pending balance"
        actions={
          <LinkButton variant="secondary" to={backTo}>
            Back
          </LinkButton>
        }
      />
      {member ? (
        <Card>
          <DuesForm key={validId} member={member} extraActions={extraActions} onSubmit={onSubmit} />
        </Card>
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
