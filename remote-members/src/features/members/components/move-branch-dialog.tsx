import { useId, type ReactNode } from 'react';
import {
  ApiError,
  branchOptions,
  Button,
  ErrorState,
  errorMessage,
  FormActions,
  Loading,
  Modal,
  SelectField,
  useResourceOne,
  useResourceWrites,
  type Branch,
  type FieldErrors,
  type Member,
  type MoveBranchBody,
} from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { membersResource } from '../api/members-resource';

const FAILURE = 'Move failed!';

type MoveValues = { branch: string };

export interface MoveBranchDialogProps {
  member: Pick<Member, 'id' | 'name'>;
  /** The gym's branches, two or more (useBranchChoice). */
  branches: Branch[];
  onClose: () => void;
}

/**
 * Move to branch (docs/product/branches.md §26): the member's home branch becomes another one. The list
 * does not say where a member belongs, so the member is read first; then the Branch select offers
 * every other branch.
 */
export function MoveBranchDialog({ member, branches, onClose }: MoveBranchDialogProps) {
  const title = `Move ${member.name} to another branch`;
  const { record, error, retry } = useResourceOne(membersResource, String(member.id));
  if (!record)
    return (
      <Waiting title={title} onClose={onClose}>
        {error ? <ErrorState message="Could not load this member." onRetry={retry} /> : <Loading />}
      </Waiting>
    );
  const others = branches.filter((branch) => branch.id !== record.home_branch_id);
  return <MoveForm title={title} memberId={member.id} others={others} onClose={onClose} />;
}

/** The dialog while the member is read: its title, what is happening, and Cancel. */
function Waiting({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <FormActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </FormActions>
    </Modal>
  );
}

/** The API's refusals of the branch (gone, or already the member's): said beside Branch. */
function moveRefusal(error: unknown): FieldErrors<MoveValues> | null {
  return error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? { branch: errorMessage(error, FAILURE) }
    : null;
}

function MoveForm({
  title,
  memberId,
  others,
  onClose,
}: {
  title: string;
  memberId: number;
  others: Branch[];
  onClose: () => void;
}) {
  const { move } = useResourceWrites(membersResource).actions;
  return (
    <FormDialog
      title={title}
      submitLabel="Move"
      initial={{ branch: others[0] ? String(others[0].id) : '' }}
      validate={(values: MoveValues) => ({
        errors: {},
        input: values.branch ? { branch_id: Number(values.branch) } : null,
      })}
      send={(body: MoveBranchBody, signal) => move(memberId, body, signal)}
      failure={FAILURE}
      refusedFields={moveRefusal}
      onClose={onClose}
    >
      {(field) => (
        <SelectField label="Branch" options={branchOptions(others)} {...field('branch')} />
      )}
    </FormDialog>
  );
}
