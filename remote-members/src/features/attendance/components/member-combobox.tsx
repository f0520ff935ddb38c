import { useState } from 'react';
import styled from 'styled-components';
import { useApi, useDebouncedValue, type LookupMember, type LookupReply } from '@spotter/shared';
import { Combobox } from '@spotter/shared/combobox';
import { lookupKey } from '../api/attendance-resource';

const Lookup = styled(Combobox<LookupMember>)`
  max-width: 420px;
`;

/** Finds a member by part of a name or phone; typing again forgets the member picked. */
export function MemberCombobox({ onSelect }: { onSelect: (member: LookupMember | null) => void }) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim());
  const { data, isLoading } = useApi<LookupReply>(term ? lookupKey(term) : null, {
    keepPreviousData: true,
  });
  const typed = Boolean(term && text.trim());
  const matches = typed ? (data?.data ?? []) : [];
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
      label="Member"
      listLabel="Matching members"
      placeholder="Part of a name or phone"
      value={text}
      onValueChange={setText}
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
