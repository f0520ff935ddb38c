export { renderRoutes, renderWithProviders } from './render';
export { fillForm } from './fill-form';
export { captureDownloads, csvRows, type SavedFile } from './downloads';
export { optionTexts, optionValues } from './select-options';
export { answerDialog, call, clickForNotice, columnHeaders, rowMenuItems } from './actions';
export * from './fake-api';
export { sectionProblems } from './section-check';
export { refusedByRole } from './access';
export { PHONE_WIDTH, resetScreenWidth, setScreenWidth, TABLET_WIDTH } from './screen-width';
export { testFirstRequests } from './first-requests';
export {
  BRANCH_VIEWS,
  expectBranchColumn,
  testBranchColumns,
  twoBranches,
  type BranchColumnCase,
} from './branches';
export { inProcessApi, type RoleName } from './in-process-api';
export { fakeResources, resourceRoute, type FakeAction, type InMemory } from './generic-fake';
/** The gym's wall clock for classes (Asia/Kolkata by default), as the API reads it. */
export { clockIn } from '@spotter/api/class-times';
