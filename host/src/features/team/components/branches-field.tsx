import { CheckboxGroupField, useAccess, useBranchChoice } from '@spotter/shared';
import { ALL_BRANCHES, branchIdsOf, branchesValue } from '../account-rules';

/**
 * The account's Branches (docs/product/branches.md §26), once the gym has two or more: "All branches" (only
 * for an account that has them itself) or some of the branches the signed-in account works at.
 * The value is 'all' or the ids, comma-separated.
 */
export function BranchesField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const branches = useBranchChoice();
  const { branches: own } = useAccess();
  if (!branches) return null;
  const all = value === ALL_BRANCHES;
  const ids = branchIdsOf(value);
  const options = [
    ...(own === 'all' ? [{ value: ALL_BRANCHES, label: 'All branches' }] : []),
    ...branches.map((branch) => ({
      value: String(branch.id),
      label: branch.name,
      disabled: all,
    })),
  ];
  return (
    <CheckboxGroupField
      label="Branches"
      options={options}
      checked={(option) => all || ids.includes(Number(option))}
      onToggle={(option, on) => {
        if (option === ALL_BRANCHES) onChange(on ? ALL_BRANCHES : '');
        else
          onChange(
            branchesValue(
              on ? [...ids, Number(option)] : ids.filter((id) => id !== Number(option)),
            ),
          );
      }}
      error={error}
    />
  );
}
