import {
  IMPORT_FIELD_KEYS,
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  REQUIRED_IMPORT_FIELDS,
} from '@spotter/api/contract';
import { paths } from '@spotter/api/paths';
import type {
  Branch,
  Failed,
  ImportField,
  ImportListed,
  ImportMapping,
  ImportProgress,
  ImportReview,
  ImportsPage,
  ImportStatus,
  ImportUndone,
  ImportUploaded,
  MissingPlansBody,
  MissingPlansCreated,
  Plan,
  ReviewedRow,
} from '../../core/types';
import type { FakeAuth } from './auth';
import { csvBlob } from './csv';
import type { Reply } from './fetch-stub';
import type { FakeMember } from './fake-member';
import { shownStatus } from './members';
import { answer, nextId, pageReply } from './paging';
import { idRoute } from './route-ids';

/** The API's own import constants, for tests to hold the screens' copies to. */
export const apiImportRules = {
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  REQUIRED_IMPORT_FIELDS,
};

/** A sheet a test uploads, and what the API would make of it. */
export interface FakeSheet {
  /** The header row and the data rows, as the API reads them (text cells). */
  columns: string[];
  rows: string[][];
  /**
   * The sheet's rows by number (row 1 first; an empty one has no cells), for choosing another
   * header row; by default the header on row 1 and the data rows below it.
   */
  lines?: string[][];
  /** The header's row as the upload found it (1 by default). */
  headerRow?: number;
  /** The columns the API guesses (by default each field fed by the column of its label). */
  mapping?: Partial<ImportMapping>;
  /**
   * The dry run for a mapping, the plans there are then, whether other branches' members are
   * updated and whether family members who share a phone are imported; the fake counts the
   * outcomes and adds the branch new members join (and no row offered as a shared phone unless
   * the sheet says how many).
   */
  review: (
    mapping: ImportMapping,
    plans: Plan[],
    otherBranches: boolean,
    sharedPhones: boolean,
  ) => Omit<
    ImportReview,
    'status' | 'counts' | 'branch' | 'other_branches' | 'shared_phones' | 'shared_offered'
  > &
    Partial<Pick<ImportReview, 'shared_offered'>>;
  /** Members an undo leaves as they are (none by default). */
  kept?: ImportUndone['kept'];
}

export interface FakeImportRun {
  id: number;
  file_name: string;
  branch_id: number;
  header_row: number;
  /** The sheet as read with its header row. */
  columns: string[];
  data: string[][];
  /** The choices the last review was made with. */
  other_branches: boolean;
  shared_phones?: boolean;
  rows: ReviewedRow[] | null;
  next: number;
  added: number;
  updated: number;
  skipped: number;
  undone: boolean;
  /** Past its 24 hours: no longer undone. */
  expired?: boolean;
}
type Run = FakeImportRun;

/**
 * An import that has run to its end (`rows` rows: `added` new, the rest skipped), for the Imports
 * list's tests, unless `overrides` say otherwise.
 */
export function sampleImportRun(id: number, overrides: Partial<FakeImportRun> = {}): FakeImportRun {
  const added = overrides.added ?? 2;
  const skipped = overrides.skipped ?? 1;
  const updated = overrides.updated ?? 0;
  const count = added + updated + skipped;
  const rows = Array.from({ length: count }, (_, i): ReviewedRow => ({
    row: i + 2,
    outcome: i < added ? 'new' : i < added + updated ? 'update' : 'error',
    name: `Member ${i + 1}`,
    phone: `98765${String(i).padStart(5, '0')}`,
    member_id: null,
    changes: [],
    changed: [],
    branch: null,
    reason: null,
  }));
  return {
    id,
    file_name: `import-${id}.csv`,
    branch_id: 1,
    header_row: 1,
    columns: ['Name', 'Phone'],
    data: rows.map((row) => [row.name, row.phone]),
    other_branches: false,
    rows,
    next: count,
    added,
    updated,
    skipped,
    undone: false,
    ...overrides,
  };
}

export interface FakeImportsDb {
  auth: FakeAuth;
  plans: Plan[];
  branches: Branch[];
  members: FakeMember[];
  /** What the next upload reads; none: the file is not a spreadsheet. */
  sheet?: FakeSheet;
  imports: Run[];
}

const refuse = (message: string, status = 400) =>
  answer<Failed>({ status: 'failed', message }, status);

const guessed = (sheet: FakeSheet, columns = sheet.columns): ImportMapping => {
  const byLabel = (field: ImportField) => columns.indexOf(IMPORT_FIELDS[field]);
  return Object.fromEntries(
    IMPORT_FIELD_KEYS.map((field) => [
      field,
      columns === sheet.columns && field in (sheet.mapping ?? {})
        ? sheet.mapping![field]
        : byLabel(field) < 0
          ? null
          : byLabel(field),
    ]),
  ) as ImportMapping;
};

const progress = (run: Run, total: number): ImportProgress => {
  const finished = run.next >= total;
  const { added, updated, skipped } = run;
  return {
    status: 'success',
    done: run.next,
    total,
    added,
    updated,
    skipped,
    finished,
    message: finished ? `Imported ${added} members, updated ${updated}, skipped ${skipped}.` : null,
    undo_until: finished ? '2026-04-02T10:00:00.000Z' : null,
  };
};

const exportedValues = (m: FakeMember): Record<ImportField, string | number | null> => ({
  name: m.name,
  phone: m.phone,
  email: m.email,
  plan: m.plan_type,
  joining_date: m.joining_date,
  fee: m.total_fee,
  paid: m.total_fee - m.due_amount,
  status: m.status,
  age: m.age,
  weight: m.weight,
  blood_group: m.blood_group,
  location: m.location,
  profession: m.profession,
});

/** The members list's CSV in the import's own columns (Fee and Paid for money.view only). */
function exported(db: FakeImportsDb, search: string): Reply {
  const query = new URLSearchParams(search);
  const q = (query.get('q') ?? '').toLowerCase();
  const money = db.auth.permissions.includes('money.view');
  const fields = IMPORT_FIELD_KEYS.filter((f) => money || (f !== 'fee' && f !== 'paid'));
  const members = db.members.filter(
    (m) =>
      (!query.get('status') || shownStatus(m) === query.get('status')) &&
      (!q || [m.name, m.plan_type, shownStatus(m)].some((text) => text.toLowerCase().includes(q))),
  );
  const lines = [
    fields.map((f) => IMPORT_FIELDS[f]),
    ...members.map((m) => fields.map((f) => exportedValues(m)[f] ?? '')),
  ];
  return { status: 200, blob: csvBlob(lines) };
}

/** What the upload and a new header row answer. */
const uploadedAs = (run: Run, sheet: FakeSheet): ImportUploaded => ({
  status: 'success',
  import_id: run.id,
  file_name: run.file_name,
  header_row: run.header_row,
  branch_id: run.branch_id,
  rows: run.data.length,
  columns: run.columns,
  sample: run.data.slice(0, IMPORT_LIMITS.sampleRows),
  mapping: guessed(sheet, run.columns),
});

/** An import that has run, or begun to: the Imports list shows it, and the set-up's Import step is done. */
export const hasRun = (run: FakeImportRun) => run.rows !== null && run.next > 0;

/** A run's state as the API names it. */
const stateOf = (run: Run, finished: boolean) =>
  run.undone
    ? 'undone'
    : !run.rows
      ? 'uploaded'
      : finished
        ? 'imported'
        : run.next === 0
          ? 'reviewed'
          : 'importing';

/** The import's calls (docs/product/import.md §24) and the members list's export. */
export function importsRoutes(db: FakeImportsDb) {
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.members.export && method === 'GET') return exported(db, search);
    if (pathname === paths.imports.upload && method === 'POST') {
      const file = (body as { file?: Blob } | undefined)?.file;
      if (file && file.size > IMPORT_LIMITS.maxBytes) return refuse(IMPORT_MESSAGES.tooLarge, 413);
      if (!db.sheet) return refuse(IMPORT_MESSAGES.notSpreadsheet);
      const query = new URLSearchParams(search);
      const branchId = Number(query.get('branch_id') ?? query.get('branch') ?? db.branches[0]!.id);
      if (!db.branches.some((branch) => branch.id === branchId))
        return refuse('Choose a branch that exists.');
      const run: Run = {
        id: nextId(db.imports),
        file_name: query.get('file_name') ?? '',
        branch_id: branchId,
        header_row: db.sheet.headerRow ?? 1,
        columns: db.sheet.columns,
        data: db.sheet.rows,
        other_branches: false,
        rows: null,
        next: 0,
        added: 0,
        updated: 0,
        skipped: 0,
        undone: false,
      };
      db.imports = [...db.imports, run];
      return answer<ImportUploaded>(uploadedAs(run, db.sheet), 201);
    }
    if (pathname === paths.imports.upload && method === 'GET') {
      const listed = db.imports
        .filter(hasRun)
        .reverse()
        .map((run): ImportListed => {
          const { finished, added, updated, skipped } = progress(run, run.rows!.length);
          return {
            import_id: run.id,
            file_name: run.file_name,
            created_at: '2026-04-01T09:30:00.000Z',
            admin_name: db.auth.fullName,
            state: run.undone ? 'undone' : finished ? 'imported' : 'importing',
            added,
            updated,
            skipped,
            undo_until: finished && !run.undone && !run.expired ? '2026-04-02T10:00:00.000Z' : null,
          };
        });
      const reply = pageReply(listed, new URLSearchParams(search));
      return answer<ImportsPage>(reply.body as ImportsPage);
    }
    const calls = paths.imports;
    const target = idRoute(
      [calls.status, calls.header, calls.review, calls.plans, calls.run, calls.errors, calls.undo],
      pathname,
    );
    const run = target && db.imports.find((r) => r.id === target.id);
    if (!target || !run) return undefined;
    const on = (expected: string, path: string) => method === expected && target.path === path;
    if (on('POST', calls.undo)) {
      if (!run.rows || run.next < run.rows.length) return refuse(IMPORT_MESSAGES.notRun, 409);
      if (run.undone) return refuse(IMPORT_MESSAGES.alreadyUndone, 409);
      if (run.expired) return refuse(IMPORT_MESSAGES.undoExpired, 409);
      run.undone = true;
      const kept = db.sheet?.kept ?? [];
      const removed = Math.max(run.added - kept.length, 0);
      return answer<ImportUndone>({
        status: 'success',
        message: `Undone: removed ${removed} members, put back ${run.updated}.`,
        removed,
        restored: run.updated,
        kept,
      });
    }
    const sheet = db.sheet;
    if (!sheet) return undefined;
    if (on('GET', calls.status)) {
      const total = run.rows?.length ?? run.data.length;
      const { done, added, updated, skipped, finished, message, undo_until } = progress(run, total);
      return answer<ImportStatus>({
        status: 'success',
        import_id: run.id,
        file_name: run.file_name,
        state: stateOf(run, finished),
        rows: total,
        done,
        added,
        updated,
        skipped,
        message: run.rows ? message : null,
        undo_until: run.rows ? undo_until : null,
      });
    }
    if (on('POST', calls.header)) {
      if (run.next > 0) return refuse(IMPORT_MESSAGES.finished, 409);
      const { header_row } = body as { header_row: number };
      const lines = sheet.lines ?? [sheet.columns, ...sheet.rows];
      const header = lines[header_row - 1];
      if (!header?.length)
        return refuse(
          `Row ${header_row} of the sheet is empty. Choose the row that holds the column names.`,
        );
      const below = lines.slice(header_row).filter((cells) => cells.length > 0);
      if (below.length === 0) return refuse(IMPORT_MESSAGES.noRows);
      const width = Math.max(header.length, ...below.map((cells) => cells.length));
      Object.assign(run, {
        header_row,
        columns: Array.from({ length: width }, (_, i) => header[i] || `Column ${i + 1}`),
        data: below.map((cells) => Array.from({ length: width }, (_, i) => cells[i] ?? '')),
        rows: null,
      });
      return answer<ImportUploaded>(uploadedAs(run, sheet));
    }
    if (on('POST', calls.review)) {
      const {
        mapping,
        other_branches = false,
        shared_phones = false,
      } = body as {
        mapping: ImportMapping;
        other_branches?: boolean;
        shared_phones?: boolean;
      };
      if (mapping.name == null || mapping.phone == null)
        return refuse(IMPORT_MESSAGES.requiredColumns);
      const review = sheet.review(mapping, db.plans, other_branches, shared_phones);
      run.rows = review.rows;
      run.other_branches = other_branches;
      run.shared_phones = shared_phones;
      const counts = {
        new: 0,
        shared: 0,
        update: 0,
        unchanged: 0,
        other_branch: 0,
        duplicate: 0,
        error: 0,
      };
      for (const row of review.rows) counts[row.outcome] += 1;
      const branch = db.branches.find((b) => b.id === run.branch_id)!;
      return answer<ImportReview>({
        status: 'success',
        counts,
        shared_offered: 0,
        ...review,
        branch: { id: branch.id, name: branch.name },
        other_branches,
        shared_phones,
      });
    }
    if (on('POST', calls.plans)) {
      const { plans } = body as MissingPlansBody;
      for (const { name, duration_days } of plans)
        db.plans = [
          ...db.plans,
          {
            id: nextId(db.plans),
            name,
            duration_days,
            price: null,
            description: '',
            classes: 'all',
          },
        ];
      return answer<MissingPlansCreated>({
        status: 'success',
        message: plans.length === 1 ? 'Created 1 plan.' : `Created ${plans.length} plans.`,
        created: plans.length,
      });
    }
    if (on('POST', calls.run)) {
      const {
        from,
        other_branches = false,
        shared_phones = false,
      } = body as { from: number; other_branches?: boolean; shared_phones?: boolean };
      if (!run.rows) return refuse(IMPORT_MESSAGES.notReviewed);
      if (other_branches !== run.other_branches)
        return refuse(IMPORT_MESSAGES.otherBranchesChanged);
      if (shared_phones !== (run.shared_phones ?? false))
        return refuse(IMPORT_MESSAGES.sharedPhonesChanged);
      if (run.next >= run.rows.length) return refuse(IMPORT_MESSAGES.finished, 409);
      if (from !== run.next) return refuse(IMPORT_MESSAGES.movedOn, 409);
      for (const row of run.rows.slice(from, from + IMPORT_LIMITS.batchRows)) {
        if (row.outcome === 'new' || row.outcome === 'shared') run.added += 1;
        else if (row.outcome === 'update') run.updated += 1;
        else run.skipped += 1;
      }
      run.next = Math.min(from + IMPORT_LIMITS.batchRows, run.rows.length);
      return answer<ImportProgress>(progress(run, run.rows.length));
    }
    if (on('GET', calls.errors)) {
      const errors = (run.rows ?? []).filter((row) => row.outcome === 'error');
      const cells = (row: ReviewedRow) => run.data[row.row - run.header_row - 1] ?? [];
      return {
        status: 200,
        blob: csvBlob([
          [...run.columns, 'Error'],
          ...errors.map((r) => [...cells(r), r.reason ?? '']),
        ]),
      };
    }
    return undefined;
  };
}
