// @spotter/shared/core: what every Spotter front end needs to start, sign in and show data (the
// login page, a member's own app, a check-in kiosk), and nothing of the admin kit. Shared at run
// time on its own, one copy on the page: the kit (@spotter/shared) and every sub-entry reach it by
// this package name, never by a relative path (docs/architecture.md, "The core and the kit").
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

// the branch this tab acts at, which the client sends with every call
export {
  activeBranch,
  branchParam,
  readBranchParam,
  setActiveBranch,
  useActiveBranch,
  type BranchChoice,
} from './branches/active-branch';

// theme
export * from './theme';

// the basic controls and states
export { Button, type ButtonProps } from './ui/button';
export { buttonStyles, type ButtonVariant } from './ui/button-styles';
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
// a list's vocabulary: its columns and sort (the kit's table and the phone's cards both draw them)
export {
  ariaSort,
  cardRole,
  type CardRole,
  type Column,
  type DataTableProps,
  type SortState,
} from './ui/table-types';
export { Card } from './ui/card';
export { Loading } from './ui/loading';
export { chunkLoader, lazyPage, pageChunk, chunkComponent, type ChunkLoader } from './ui/lazy-page';
export { ErrorState } from './ui/error-state';
export { EmptyState } from './ui/empty-state';
export { visuallyHidden } from './ui/visually-hidden';
export { NotFoundPage } from './ui/not-found-page';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './ui/use-debounced-value';
export { useMediaQuery } from './ui/use-media-query';
export {
  ToastProvider,
  useToast,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastAction,
  type ToastOptions,
} from './ui/toast';

// formatters, domain types, contract, provider
export * from './format';
export type * from './types';
export { BLOOD_GROUPS, STAFF_ROLES } from './domain';
export * from './input-rules';
export type {
  DashboardCard,
  FirstRequest,
  RemoteDashboard,
  RemoteSection,
  Requirements,
  SearchGroup,
  SectionDeclaration,
  SidebarEntry,
  VersionedDeclaration,
} from './contract';
export { claimsPath, entryMatches, entryPatterns } from './section-match';
export { SpotterProvider } from './provider';

// the router, one copy for the host and every remote (see router.ts)
export * from './router';
