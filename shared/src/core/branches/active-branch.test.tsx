import { act, render, screen } from '@testing-library/react';
import {
  activeBranch,
  branchParam,
  readBranchParam,
  setActiveBranch,
  useActiveBranch,
} from './active-branch';

function Shown() {
  const branch = useActiveBranch();
  return <p>{branch === null ? 'none' : `branch ${branch}`}</p>;
}

describe('the active branch', () => {
  afterEach(() => setActiveBranch(null));

  it('is shared by every reader and re-renders them when it changes', () => {
    render(<Shown />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => setActiveBranch(2));
    expect(screen.getByText('branch 2')).toBeInTheDocument();
    act(() => setActiveBranch('all'));
    expect(screen.getByText('branch all')).toBeInTheDocument();
    expect(activeBranch()).toBe('all');
  });

  it('goes to and from the text the URL and the API carry, refusing anything else', () => {
    expect(branchParam(3)).toBe('3');
    expect(branchParam('all')).toBe('all');
    expect(branchParam(null)).toBeUndefined();
    expect(readBranchParam('3')).toBe(3);
    expect(readBranchParam('all')).toBe('all');
    for (const other of ['', '0', '-2', '1.5', 'ALL', null, undefined])
      expect(readBranchParam(other)).toBeNull();
  });
});
