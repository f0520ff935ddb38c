import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useApi, useDebouncedValue, type LookupMember, type LookupReply } from '@spotter/shared';
import { lookupKey } from '../api/attendance-resource';

const Wrapper = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 420px;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const Listbox = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 10;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Option = styled.li`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.background};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Finds a member by part of a name or phone (WAI-ARIA combobox with a listbox popup): arrows move
 * through the matches, Enter picks one, Escape closes the list (and, when closed, clears it).
 */
export function MemberCombobox({ onSelect }: { onSelect: (member: LookupMember | null) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim());
  const { data, isLoading } = useApi<LookupReply>(term ? lookupKey(term) : null, {
    keepPreviousData: true,
  });
  const matches = term && text.trim() ? (data?.data ?? []) : [];
  const expanded = open && matches.length > 0;

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    onSelect(null);
  };
  const choose = (member: LookupMember) => {
    setText(member.name);
    setOpen(false);
    setActive(-1);
    onSelect(member);
  };
  const move = (step: 1 | -1) => {
    const count = matches.length;
    if (!count) return;
    setOpen(true);
    const first = step === 1 ? 0 : count - 1;
    setActive((current) => (!expanded || current < 0 ? first : (current + step + count) % count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => {
        const member = expanded ? matches[active] : undefined;
        if (member) choose(member);
      },
      Escape: () => (expanded ? setOpen(false) : type('')),
    };
    const handle = keys[event.key];
    if (!handle) return;
    event.preventDefault();
    handle();
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const status =
    !term || !text.trim()
      ? null
      : isLoading
        ? 'Searching...'
        : matches.length === 0
          ? 'No members match.'
          : data?.more
            ? 'More members match: keep typing to narrow the list.'
            : null;

  return (
    <Wrapper>
      <label htmlFor={`${id}-input`}>Member</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Part of a name or phone"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {expanded && (
        <Listbox id={listId} role="listbox" aria-label="Matching members">
          {matches.map((member, index) => (
            <Option
              key={member.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the input focused, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(member)}
            >
              {member.name} <small>{member.phone}</small>
            </Option>
          ))}
        </Listbox>
      )}
      <Hint aria-live="polite">{status}</Hint>
    </Wrapper>
  );
}
