export {
  action,
  defineResource,
  patch,
  staleTest,
  type ActionConfig,
  type Actions,
  type CachePatch,
  type StaleRead,
  type Id,
  type ListQuery,
  type Resource,
  type ResourceConfig,
  type ResourcePermissions,
} from './resource';
export { expectSuccess, type StatusReply } from './expect-success';
export { useResourceAll, useResourceList, useResourceOne } from './use-resource-list';
export { useResourceWrites, type ActionCalls } from './use-resource-writes';
export { useListPage, type ListPageOptions } from './use-list-page';
export { useConfirmDelete, useDeletedToast } from './use-confirm-delete';
export { useDownload } from './use-download';
export { DownloadButton, DOWNLOADING, type DownloadButtonProps } from './download-button';
export { fromList, useBackToList } from './back-to-list';
export { ListTable, type ListState, type ListTableProps } from './list-table';
export {
  ResourceListPage,
  type ListTexts,
  type ListView,
  type ResourceListPageProps,
  type RowMenuKit,
} from './resource-list-page';
export { useRecordPage, type RecordPageTexts } from './use-record-page';
export { RecordEditScreen, type RecordEditScreenProps } from './record-edit-screen';
export { listTexts } from './list-texts';
