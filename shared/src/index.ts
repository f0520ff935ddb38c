// @spotter/shared: the admin kit (resources, lists, forms, dialogs, menus, the branch and plan
// pieces several sections use), loaded with the first signed-in page, never by the login page. It
// carries the core too, re-exported from its own shared entry (@spotter/shared/core: the client,
// the session, the router, the theme and the basic controls), so a screen imports either from
// here; the kit's own modules reach the core only by that package name, so the page keeps one copy
// of it (docs/architecture.md, "The core and the kit").
export * from '@spotter/shared/core';

// lists
export { DataTable } from './ui/data-table';
export { Pagination, type PaginationProps } from './ui/pagination';
export { useListParams, PAGE_SIZE_OPTIONS } from './ui/list-params';
export {
  choiceFilter,
  dayFilter,
  useUrlFilters,
  useUrlUpdate,
  type ListFilters,
  type UrlFilter,
  type UrlFilters,
  type UrlFilterState,
} from './ui/url-filters';
export {
  DateRangeFields,
  dayRangeFilters,
  RANGE_ERROR,
  rangeErrorOf,
  type DayRange,
} from './ui/date-range-fields';
export { SearchInput, type SearchInputProps } from './ui/search-input';
export { DebouncedSearchInput } from './ui/debounced-search-input';
export { usePopupPlacement } from './ui/use-popup-placement';
// for the combobox, an entry of its own that reaches the kit by its package name
export { floatingPopup } from './ui/popup';
export { RowActions, type RowAction } from './ui/row-actions';

// forms, dialogs and the page's frame
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog';
export { Modal, type ModalProps } from './ui/modal';
export { useUndoToast, undoPath, UNDO_DURATION_MS } from './ui/use-undo-toast';
export { useSave, useSubmit, type SaveOptions } from './ui/use-save';
export {
  useFormFields,
  useValidatedForm,
  type FieldErrors,
  type Validated,
} from './ui/use-form-fields';
export { PageHeader } from './ui/page-header';
export { Form, FormActions, FormButtons, FormGrid, FormScreen } from './ui/form';

// resources: one declaration gives a list, one, create, update and delete
export * from './resource';
export { plansResource } from './resources/plans';
export { memberMoney, memberRecord, moneyShown, shown } from './resources/stale';
export {
  branchesResource,
  branchOptions,
  chosenBranch,
  useBranchChoice,
} from './resources/branches';
export {
  ChooseBranchNote,
  useAllBranches,
  useBranchColumns,
  useBranchNames,
  useBranchNeeded,
  type BranchField,
} from './branches/all-branches';
export { PlanField, type PlanFieldProps } from './resources/plan-field';
export { GridCheckboxField, SharesPhoneField } from './resources/shares-phone-field';
export { memberInvoiceFilename, memberInvoicePath } from './resources/member-invoice';
export { useRestoreDeleted } from './resources/restore-deleted';
export { CONTACT_CHANNELS, CONTACT_OUTCOMES } from './resources/contacts';
