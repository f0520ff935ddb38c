import { useId, useState, type KeyboardEvent } from 'react';
import { useCombobox } from 'downshift';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDebouncedValue } from '@spotter/shared';
import { useSearch } from '../api/search';
import { membersListUrl, SEARCH_GROUPS, searchOptions, type SearchOption } from '../search-options';
import { SEARCH_PLACEHOLDER, SearchField } from './search-field';

export const SEARCH_DELAY_MS = 250;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  right: 0;
  z-index: 50;
  width: max(100%, 320px);
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:empty {
    display: none;
  }
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Option = styled.div<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.background : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;
  span:last-child {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The top bar's search as a WAI-ARIA combobox (downshift's `useCombobox`): typing lists up to five
 * members, trainers/staff and plans, grouped; arrows move, Enter opens the active one, Escape
 * closes (and then clears). Enter with no active option opens the members list filtered by the text.
 */
export default function SearchBox() {
  const navigate = useNavigate();
  const groupId = useId();
  const [text, setText] = useState('');
  const [wantsOpen, setWantsOpen] = useState(false);
  const term = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const { data } = useSearch(term);
  // While the text is empty, or SWR still holds an earlier keyword's answer for a cleared box, list nothing.
  const options = text.trim() && term && data ? searchOptions(data) : [];
  const searched = text.trim() !== '' && term === text.trim() && data !== undefined;

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, closeMenu } =
    useCombobox<SearchOption>({
      items: options,
      itemToString: (option) => option?.label ?? '',
      inputValue: text,
      selectedItem: null,
      isOpen: wantsOpen && options.length > 0,
      onIsOpenChange: ({ isOpen: open }) => setWantsOpen(open ?? false),
      onInputValueChange: ({ inputValue, type }) => {
        // Choosing an option opens its screen and leaves the box empty, not holding the option's name.
        if (
          type !== useCombobox.stateChangeTypes.ItemClick &&
          type !== useCombobox.stateChangeTypes.InputKeyDownEnter
        )
          setText(inputValue ?? '');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        setText('');
        navigate(selectedItem.href);
      },
    });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || (isOpen && highlightedIndex >= 0))
      return;
    if (!text.trim()) return;
    event.preventDefault();
    (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    closeMenu();
    setWantsOpen(false);
    navigate(membersListUrl(text));
  };

  return (
    <>
      <SearchField
        type="text"
        {...getInputProps({
          'aria-label': 'Search',
          placeholder: SEARCH_PLACEHOLDER,
          // The API's limit for a keyword (and the members list's).
          maxLength: 100,
          onKeyDown,
          spellCheck: false,
        })}
      />
      <Popup {...getMenuProps({ 'aria-label': 'Search results' })}>
        {isOpen &&
          SEARCH_GROUPS.map((group, g) => {
            const inGroup = options.flatMap((option, index) =>
              option.group === group ? [{ option, index }] : [],
            );
            if (inGroup.length === 0) return null;
            return (
              <div key={group} role="group" aria-labelledby={`${groupId}-${g}`}>
                <GroupLabel id={`${groupId}-${g}`} role="presentation">
                  {group}
                </GroupLabel>
                {inGroup.map(({ option, index }) => (
                  <Option
                    key={option.key}
                    $active={highlightedIndex === index}
                    {...getItemProps({ item: option, index })}
                  >
                    <span>{option.label}</span>
                    <span>{option.detail}</span>
                  </Option>
                ))}
              </div>
            );
          })}
      </Popup>
      {wantsOpen && searched && options.length === 0 && (
        <Popup as="div" role="status">
          <Note>No matches. Press Enter to search the members list.</Note>
        </Popup>
      )}
    </>
  );
}
