import {
  branchesResource,
  TextAreaField,
  TextField,
  useResourceWrites,
  type Branch,
  type BranchInput,
  type BranchSaved,
} from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { BRANCH_TEXTS, branchRefusal, validateBranch } from '../branch-rules';

const NEW_BRANCH = { name: '', address: '', phone: '' };

/**
 * Add branch, or Edit one: Name, Address, Phone and Save. The API's message is the toast; a name
 * in use is said beside Name, and a refused save keeps the dialog open as typed.
 */
export function BranchDialog({ branch, onClose }: { branch?: Branch; onClose: () => void }) {
  const { create, update } = useResourceWrites(branchesResource);
  const send = (input: BranchInput, signal: AbortSignal) =>
    branch ? update<BranchSaved>(branch.id, input, signal) : create<BranchSaved>(input, signal);
  return (
    <FormDialog
      title={branch ? `Edit ${branch.name}` : 'Add branch'}
      submitLabel="Save"
      initial={
        branch ? { name: branch.name, address: branch.address, phone: branch.phone } : NEW_BRANCH
      }
      validate={validateBranch}
      send={send}
      failure={BRANCH_TEXTS.failure}
      refusedFields={branchRefusal}
      onClose={onClose}
    >
      {(field) => (
        <>
          <TextField label="Name" required autoComplete="off" {...field('name')} />
          <TextAreaField label="Address" autoComplete="off" {...field('address')} />
          <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
        </>
      )}
    </FormDialog>
  );
}
