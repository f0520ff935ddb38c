import { useState } from 'react';
import {
  choiceFilter,
  DownloadButton,
  IfAllowed,
  LinkButton,
  listTexts,
  memberInvoiceFilename,
  memberInvoicePath,
  ResourceListPage,
  SelectField,
  useBranchChoice,
  useBranchColumns,
  useDownload,
  useUrlFilters,
  type Member,
  type ShownStatus,
} from '@spotter/shared';
import { IMPORT_PATH, IMPORTS_PATH } from '../../import/api/imports-resource';
import {
  MEMBERS_EXPORT_FILENAME,
  membersExportPath,
  membersResource,
  MEMBERS_PATH,
} from '../api/members-resource';
import { memberColumns } from './member-columns';
import { MoveBranchDialog } from './move-branch-dialog';

const STATUS_OPTIONS: { value: ShownStatus | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'Active', label: 'Active' },
  { value: 'Expired', label: 'Expired' },
  { value: 'Inactive', label: 'Inactive' },
];

/** The status shown (`?status=`), filtered by the server (docs/product/screens.md §4). */
const FILTERS = { status: choiceFilter(STATUS_OPTIONS.map((option) => option.value)) };

/**
 * Members match their name, plan or status on the server. Import brings members in from a
 * spreadsheet; Export downloads the members listed, in the import's own columns. With two branches
 * or more, a row's menu moves the member to another one (docs/product/branches.md §26).
 */
export function MembersListPage() {
  const download = useDownload();
  const filters = useUrlFilters(FILTERS);
  const branches = useBranchChoice();
  const columns = useBranchColumns(memberColumns, 'home_branch_id');
  const [moving, setMoving] = useState<Member | null>(null);
  return (
    <>
      <ResourceListPage
        resource={membersResource}
        texts={{ ...listTexts('Members', 'members', 'user'), search: 'Search Filters' }}
        add={{ label: 'Add User', to: `${MEMBERS_PATH}/add` }}
        headerActions={(list) => (
          <>
            <IfAllowed permission="members.edit">
              <LinkButton variant="secondary" to={IMPORT_PATH}>
                Import
              </LinkButton>
              <LinkButton variant="secondary" to={IMPORTS_PATH}>
                Imports
              </LinkButton>
            </IfAllowed>
            <DownloadButton
              variant="secondary"
              download={() =>
                download(
                  membersExportPath({ q: list.q, status: filters.values.status }),
                  MEMBERS_EXPORT_FILENAME,
                )
              }
            >
              Export
            </DownloadButton>
          </>
        )}
        columns={columns}
        rowName={(member) => member.name}
        filters={filters}
        filterFields={
          <SelectField label="Status" options={STATUS_OPTIONS} {...filters.field('status')} />
        }
        editTo={(member) => `${MEMBERS_PATH}/${member.id}/edit`}
        moreActions={(member) => [
          {
            label: 'Download',
            onSelect: () =>
              void download(memberInvoicePath(member.id), memberInvoiceFilename(member.id)),
            permission: 'invoices.view',
          },
          ...(branches
            ? [
                {
                  label: 'Move to branch',
                  onSelect: () => setMoving(member),
                  permission: 'members.edit' as const,
                },
              ]
            : []),
        ]}
      />
      {moving && branches && (
        <MoveBranchDialog member={moving} branches={branches} onClose={() => setMoving(null)} />
      )}
    </>
  );
}
