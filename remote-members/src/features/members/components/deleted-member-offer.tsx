import {
  ApiError,
  Button,
  type PhoneOfDeleted,
  useNavigate,
  useRestoreDeleted,
} from '@spotter/shared';
import styled from 'styled-components';
import { MEMBERS_PATH } from '../api/members-resource';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

/** A deleted member who holds the phone typed, as the API names them. */
export interface DeletedMember {
  message: string;
  deletedId: number;
}

/** The API's 409 for a phone a deleted member still holds (docs/product/activity.md §23), or null. */
export function deletedMemberIn(error: unknown): DeletedMember | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<PhoneOfDeleted> | undefined;
  return typeof body?.deleted_id === 'number'
    ? { message: error.message, deletedId: body.deleted_id }
    : null;
}

/**
 * Said in place of the refusal's toast when the account may restore: the API's message, and
 * Restore, which brings the deleted member back and opens them.
 */
export function DeletedMemberOffer({ member }: { member: DeletedMember }) {
  const { restore, busy } = useRestoreDeleted();
  const navigate = useNavigate();

  const onRestore = async () => {
    const restored = await restore(member.deletedId);
    if (restored) navigate(`${MEMBERS_PATH}/${restored.item_id}/edit`);
  };

  return (
    <Notice role="alert">
      <p>{member.message}</p>
      <Button variant="secondary" busy={busy} onClick={() => void onRestore()}>
        Restore
      </Button>
    </Notice>
  );
}
