import type {} from './theme/styled';
// api
export { configureClient, request, requestBlob, saveBlob, buildUrl } from './api/client';
export type { ClientConfig, RequestOptions } from './api/client';
export {
  ApiError,
  NETWORK_MESSAGE,
  NetworkError,
  TimeoutError,
  isAbortError,
  errorMessage,
} from './api/errors';
export { SpotterSWRConfig, swrDefaults } from './api/swr-config';
export { isReadOf, useApi, useAbortOnUnmount } from './api/swr';
// every URL of the API, from its routes' paths (plain strings, no schema): docs/architecture.md.
// paramsOf, not matchPath: the router's matchPath is exported below, and a name here would hide it.
export { paramsOf, paths, pathTo, type ApiPath, type PathParams } from '@spotter/api/paths';

// access: the signed-in account and what it may do
export {
  clearSession,
  refreshSession,
  SESSION_KEY,
  useAccess,
  useCan,
  useSession,
} from './access/session';
export {
  IfAllowed,
  NO_ACCESS_MESSAGE,
  NoAccessPage,
  RequirePermission,
} from './access/require-permission';
export { permittedRoutes, routePermission, type PermittedRoute } from './access/permitted-routes';

// theme
export * from './theme';

// ui
export { Button, type ButtonProps } from './ui/button';
export type { ButtonVariant } from './ui/button-styles';
export { LinkButton } from './ui/link-button';
export { controlStyles, Field, FieldHint, FieldLabel, type FieldProps } from './ui/field';
export { TextField, type InputFieldProps } from './ui/text-field';
export { NumberField } from './ui/number-field';
export { DateField } from './ui/date-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './ui/select-field';
export { TextAreaField, type TextAreaFieldProps } from './ui/text-area-field';
export { RadioGroupField } from './ui/radio-group-field';
export { CheckboxField, type CheckboxFieldProps } from './ui/checkbox-field';
export { CheckboxGroupField, type CheckboxOption } from './ui/checkbox-group-field';
export {
  DataTable,
  type CardRole,
  type Column,
  type DataTableProps,
  type SortState,
} from './ui/data-table';
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
export { DebouncedSearchInput, SEARCH_DEBOUNCE_MS } from './ui/debounced-search-input';
export { useDebouncedValue } from './ui/use-debounced-value';
export { useMediaQuery } from './ui/use-media-query';
export { usePopupPlacement } from './ui/use-popup-placement';
export { RowActions, type RowAction } from './ui/row-actions';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog';
export { Modal, type ModalProps } from './ui/modal';
export {
  ToastProvider,
  useToast,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastAction,
  type ToastOptions,
} from './ui/toast';
export { useUndoToast, undoPath, UNDO_DURATION_MS } from './ui/use-undo-toast';
export { useSave, useSubmit, type SaveOptions } from './ui/use-save';
export {
  useFormFields,
  useValidatedForm,
  type FieldErrors,
  type Validated,
} from './ui/use-form-fields';
export { PageHeader } from './ui/page-header';
export { Card } from './ui/card';
export { Loading } from './ui/loading';
export { lazyPage } from './ui/lazy-page';
export { ErrorState } from './ui/error-state';
export { EmptyState } from './ui/empty-state';
export { visuallyHidden } from './ui/visually-hidden';
export { NotFoundPage } from './ui/not-found-page';
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
  activeBranch,
  branchParam,
  readBranchParam,
  setActiveBranch,
  useActiveBranch,
  type BranchChoice,
} from './branches/active-branch';
export {
  ChooseBranchNote,
  useAllBranches,
  useBranchColumns,
  useBranchNames,
  useBranchNeeded,
  type BranchField,
} from './branches/all-branches';
export { useNoPlanYet } from './resources/no-plan-yet';
export { PlanField, type PlanFieldProps } from './resources/plan-field';
export { GridCheckboxField, SharesPhoneField } from './resources/shares-phone-field';
export { memberInvoiceFilename, memberInvoicePath } from './resources/member-invoice';
export { useRestoreDeleted } from './resources/restore-deleted';

// formatters, domain types, contract, provider
export * from './format';
export type * from './types';
export { BLOOD_GROUPS, STAFF_ROLES } from './domain';
export * from './input-rules';
export type {
  FirstRequest,
  RemoteSection,
  Requirements,
  SectionDeclaration,
  SidebarEntry,
  VersionedDeclaration,
} from './contract';
export { claimsPath, entryMatches, entryPatterns } from './section-match';
export { SpotterProvider } from './provider';

// the router, one copy for the host and every remote (see router.ts)
export * from './router';

// development shell for running one remote alone
