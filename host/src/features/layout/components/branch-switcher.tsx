import { controlStyles, readBranchParam, useActiveBranch, useBranchChoice } from '@spotter/shared';
import styled from 'styled-components';
import { useChooseBranch } from '../branch-keeper';

const ALL = 'all';

// A native select: the keyboard and a phone's own picker work as everywhere. Narrow enough to sit
// beside the search box on a phone; a long name is cut short in the box, whole in the list.
const Select = styled.select`
  ${controlStyles}
  width: auto;
  max-width: 14rem;
  text-overflow: ellipsis;
  ${({ theme }) => theme.media.tablet} {
    max-width: 10rem;
  }
  ${({ theme }) => theme.media.phone} {
    max-width: 8.5rem;
  }
`;

/**
 * The top bar's branch switcher (docs/product/branches.md §26): each branch by name, in id order, then All
 * branches. Only with two branches or more; with one there is nothing to choose. A choice shows
 * at once: the screens read the new branch's rows, the select keeping the focus.
 */
export function BranchSwitcher() {
  const branches = useBranchChoice();
  const choice = useActiveBranch();
  const choose = useChooseBranch();
  if (!branches) return null;
  return (
    <Select
      aria-label="Branch"
      value={choice === null ? String(branches[0]!.id) : String(choice)}
      onChange={(event) => {
        const choice = readBranchParam(event.target.value);
        if (choice !== null) choose(choice);
      }}
    >
      {branches.map((branch) => (
        <option key={branch.id} value={branch.id}>
          {branch.name}
        </option>
      ))}
      <option value={ALL}>All branches</option>
    </Select>
  );
}
