import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useCombobox } from 'downshift';
import styled from 'styled-components';
import { controlStyles, FieldHint, FieldLabel } from '@spotter/shared/core';
import { floatingPopup, usePopupPlacement } from '@spotter/shared';

const Wrapper = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Input = styled.input`
  ${controlStyles}
`;

const Popup = styled.div`
  ${floatingPopup}
  width: max-content;
  min-width: min(320px, calc(100vw - 16px));
  max-height: 70vh;
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Option = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.background};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ComboboxProps<Item> {
  /** The box's name: a label above it, or with `hideLabel` only its accessible name. */
  label: string;
  hideLabel?: boolean;
  /** The list's accessible name. */
  listLabel: string;
  /** The text in the box, and every change to it: typed, cleared with Escape, or a pick's. */
  value: string;
  onValueChange: (text: string) => void;
  items: Item[];
  itemKey: (item: Item) => string | number;
  itemToString: (item: Item) => string;
  /** An option's content; a `<small>` in it reads as a quiet detail. */
  renderItem: (item: Item) => ReactNode;
  /** Headings in order, and each item's; `items` must already be in that order. */
  groups?: { names: readonly string[]; of: (item: Item) => string };
  /** The item picked (Enter, a click, or leaving an active option), or null once the text changes. */
  onSelect: (item: Item | null) => void;
  /** After a pick the box holds the item's text (a lookup) or, with this, empties (a search that opens it). */
  clearOnSelect?: boolean;
  /** Enter with no option active, with the text as typed. */
  onEnter?: (text: string) => void;
  /** Said in the popup (as a status) while the list is wanted but has nothing: a search that found nothing. */
  emptyNote?: ReactNode;
  /** A polite line under the box. */
  hint?: ReactNode;
  placeholder?: string;
  maxLength?: number;
  spellCheck?: boolean;
  className?: string;
}

/**
 * A WAI-ARIA combobox with a listbox popup, on downshift's `useCombobox`: typing opens the list,
 * arrows move through it (wrapping), Enter or a click picks, Escape closes the list and, when it is
 * closed, clears the box. The list shows only while it has options.
 */
export function Combobox<Item>({
  label,
  hideLabel = false,
  listLabel,
  value,
  onValueChange,
  items,
  itemKey,
  itemToString,
  renderItem,
  groups,
  onSelect,
  clearOnSelect = false,
  onEnter,
  emptyNote,
  hint,
  placeholder,
  maxLength,
  spellCheck,
  className,
}: ComboboxProps<Item>) {
  const groupId = useId();
  const [wantsOpen, setWantsOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<Item>({
      items,
      itemToString: (item) => (item ? itemToString(item) : ''),
      itemToKey: (item) => (item ? itemKey(item) : null),
      inputValue: value,
      // Never held as chosen: picking the same item again is a pick again.
      selectedItem: null,
      isOpen: wantsOpen && items.length > 0,
      onIsOpenChange: ({ isOpen: open }) => setWantsOpen(open ?? false),
      onStateChange: ({ type, selectedItem, inputValue }) => {
        // Downshift's echo of `selectedItem: null` after a pick would empty the box: not a change.
        if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem) return;
        // Typing arrives through the input's own change event (below): from here it would come a
        // render late, and a fast typist's or a barcode scanner's next key would overwrite it.
        if (type === useCombobox.stateChangeTypes.InputChange) return;
        if (selectedItem) {
          onValueChange(clearOnSelect ? '' : itemToString(selectedItem));
          onSelect(selectedItem);
        } else if (inputValue !== undefined) {
          onValueChange(inputValue);
          onSelect(null);
        }
      },
    });

  const showNote = wantsOpen && items.length === 0 && Boolean(emptyNote);
  usePopupPlacement(inputRef, popupRef, isOpen, 'bottom-start', true);
  usePopupPlacement(inputRef, noteRef, showNote, 'bottom-start', true);

  // Enter with no active option picks nothing: it is the caller's (a search goes to a list), or
  // does nothing at all, the list staying as it is.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (isOpen && highlightedIndex >= 0) return;
    event.preventDefault();
    (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    if (!onEnter) return;
    setWantsOpen(false);
    onEnter(value);
  };

  const option = (item: Item, index: number) => (
    <Option key={itemKey(item)} {...getItemProps({ item, index })}>
      {renderItem(item)}
    </Option>
  );
  const grouped = (names: readonly string[], of: (item: Item) => string) =>
    names.map((name, g) => {
      const inGroup = items.flatMap((item, index) => (of(item) === name ? [{ item, index }] : []));
      if (inGroup.length === 0) return null;
      return (
        <div key={name} role="group" aria-labelledby={`${groupId}-${g}`}>
          <GroupLabel id={`${groupId}-${g}`} role="presentation">
            {name}
          </GroupLabel>
          {inGroup.map(({ item, index }) => option(item, index))}
        </div>
      );
    });

  return (
    <Wrapper className={className}>
      {!hideLabel && <FieldLabel {...getLabelProps()}>{label}</FieldLabel>}
      <Input
        type="text"
        {...getInputProps({
          ref: inputRef,
          ...(hideLabel && { 'aria-label': label }),
          // Only an active option is named; downshift would leave an empty attribute.
          ...(!(isOpen && highlightedIndex >= 0) && { 'aria-activedescendant': undefined }),
          placeholder,
          maxLength,
          spellCheck,
          onKeyDown,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            onValueChange(event.currentTarget.value);
            onSelect(null);
          },
        })}
      />
      {/* Over the page (a portal), so no scrolling box or card around the box cuts it off. */}
      {createPortal(
        <>
          <Popup {...getMenuProps({ ref: popupRef, 'aria-label': listLabel })} hidden={!isOpen}>
            {isOpen && (groups ? grouped(groups.names, groups.of) : items.map(option))}
          </Popup>
          {showNote && (
            <Popup ref={noteRef} role="status">
              <Note>{emptyNote}</Note>
            </Popup>
          )}
        </>,
        document.body,
      )}
      {hint !== undefined && <FieldHint aria-live="polite">{hint}</FieldHint>}
    </Wrapper>
  );
}
