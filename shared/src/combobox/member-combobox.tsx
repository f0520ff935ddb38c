import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  paths,
  useApi,
  useDebouncedValue,
  type LookupMember,
  type LookupReply,
} from '@spotter/shared/core';
import { Combobox } from './combobox';

/** The desk's member search (`attendance.record`): members whose name or phone holds `q`. */
export const memberLookupKey = (q: string) =>
  `${paths.attendance.lookup}?${new URLSearchParams({ q })}`;

const Lookup = styled(Combobox<LookupMember>)`
  max-width: 420px;
`;

/**
 * The desk's member search (the members section's check-in, the classes section's booking): finds
 * a member by part of a name or phone; typing again forgets the member picked. Enter with no
 * option active hands the one member matching what was typed to `onEnterSingle`: at once, or once
 * the lookup of that text has answered (a quick typist's Enter is not lost to the debounce). Both
 * sections' releases run on a host that carries it (host 1.2.0, @spotter/shared 2.1.0).
 */
export function MemberCombobox({
  onSelect,
  onEnterSingle,
  label = 'Member',
}: {
  onSelect: (member: LookupMember | null) => void;
  onEnterSingle: (member: LookupMember) => void;
  label?: string;
}) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim());
  const { data, isLoading } = useApi<LookupReply>(term ? memberLookupKey(term) : null, {
    keepPreviousData: true,
  });
  const typed = Boolean(term && text.trim());
  const matches = typed ? (data?.data ?? []) : [];
  // The text Enter was pressed on, until the lookup of exactly that text has answered.
  const [entered, setEntered] = useState<string | null>(null);
  const answered = entered !== null && entered === term && !isLoading && data !== undefined;
  const only = data?.data.length === 1 ? data.data[0] : undefined;
  useEffect(() => {
    if (!answered) return;
    setEntered(null);
    if (only) onEnterSingle(only);
  }, [answered, only, onEnterSingle]);
  const status = !typed
    ? null
    : isLoading
      ? 'Searching...'
      : matches.length === 0
        ? 'No members match.'
        : data?.more
          ? 'More members match: keep typing to narrow the list.'
          : null;

  return (
    <Lookup
      label={label}
      listLabel="Matching members"
      placeholder="Part of a name or phone"
      value={text}
      onValueChange={(next) => {
        setText(next);
        setEntered(null);
      }}
      onEnter={(typedText) => setEntered(typedText.trim() || null)}
      items={matches}
      itemKey={(member) => member.id}
      itemToString={(member) => member.name}
      renderItem={(member) => (
        <>
          {member.name} <small>{member.phone}</small>
        </>
      )}
      onSelect={onSelect}
      hint={status}
    />
  );
}
