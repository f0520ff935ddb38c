import type { ImportUndone } from '@spotter/shared';

/** What the undo of an import took back, and the members it left as they are, with why. */
export function UndoResult({ undone }: { undone: ImportUndone }) {
  return (
    <>
      <p role="status">{undone.message}</p>
      {undone.kept.length > 0 && (
        <>
          <p>Left as they are, changed since the import:</p>
          <ul>
            {undone.kept.map((member) => (
              <li key={member.member_id}>{`${member.name}: ${member.reason}`}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
