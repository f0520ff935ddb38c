// Its own entry, shared on its own at run time: only the screens that show a combobox load it
// (and downshift), so the login page does not.
export { Combobox, type ComboboxProps } from './combobox';
export { MemberCombobox, memberLookupKey } from './member-combobox';
