import { useState } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  IfAllowed,
  isAbortError,
  LinkButton,
  PageHeader,
  useAbortOnUnmount,
  useDeletedToast,
  useNavigate,
  useParams,
  useRecordPage,
  useResourceWrites,
  useToast,
} from '@spotter/shared';
import styled from 'styled-components';
import { isStaffId, staffResource } from '../api/staff-resource';
import { staffPageTexts } from './staff-page-texts';
import { StaffAvatar } from './staff-avatar';
import { StaffDetails } from './staff-details';

const Profile = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
  align-items: flex-start;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export function StaffProfilePage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const toast = useToast();
  const deleted = useDeletedToast();
  const signal = useAbortOnUnmount();
  const { remove } = useResourceWrites(staffResource);
  const { record: staff, fallback } = useRecordPage(
    staffResource,
    isStaffId(id) ? id : undefined,
    staffPageTexts,
  );
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (!staff || !id) {
    return (
      <>
        <PageHeader title="Trainer / Staff profile" />
        {fallback}
      </>
    );
  }

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      deleted(await remove(id, { signal: signal() }));
      navigate('/view/staffs');
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('Failed to delete trainer/staff', error);
      toast.error('Delete failed!');
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <PageHeader title={staff.user} />
      <Profile>
        <StaffAvatar name={staff.user} picture={staff.profile_picture} size="160px" />
        <StaffDetails staff={staff} />
      </Profile>
      <Actions>
        <IfAllowed permission={staffResource.permissions?.update}>
          <LinkButton to={`/edit_trainer_staff/${id}`}>Edit</LinkButton>
        </IfAllowed>
        <IfAllowed permission={staffResource.permissions?.remove}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </IfAllowed>
        <LinkButton variant="secondary" to="/view/staffs">
          Back
        </LinkButton>
      </Actions>
      <ConfirmDialog
        open={confirming}
        message="Are you sure?"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
