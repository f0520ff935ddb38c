import type { ImportMapping, ImportProgress, ImportUploaded } from '../schemas/imports';
import { memberForm, membersClient, type MemberFields } from './members-client';
import type { TestApp } from './test-app';

/** A cell as CSV writes it: quoted when it holds the delimiter or a quote. */
const quoted = (cell: string, delimiter: string) =>
  cell.includes(delimiter) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell;

/** A CSV file's text: one line per row, cells joined by `delimiter`. */
export const csvText = (rows: string[][], delimiter = ',') =>
  rows.map((row) => row.map((cell) => quoted(cell, delimiter)).join(delimiter)).join('\r\n') +
  '\r\n';

/** The import's calls (docs/product/import.md §24) as the import screens send them, with `cookie`. */
export function importsClient(app: TestApp, cookie: string) {
  const post = (url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  const get = (url: string) => app.inject({ url, headers: { cookie } });
  const members = membersClient(app, cookie);

  const client = {
    /** `query`: more of the upload's query (`&branch_id=2`, `&branch=2`). */
    upload: (bytes: Buffer | string, fileName = 'members.csv', query = '') =>
      app.inject({
        method: 'POST',
        url: `/imports?file_name=${encodeURIComponent(fileName)}${query}`,
        headers: { cookie, 'content-type': 'application/octet-stream' },
        payload: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'),
      }),
    header: (id: number, header_row: unknown) => post(`/imports/${id}/header`, { header_row }),
    review: (
      id: number,
      mapping: ImportMapping,
      other_branches?: boolean,
      shared_phones?: boolean,
    ) => post(`/imports/${id}/review`, { mapping, other_branches, shared_phones }),
    plans: (id: number, plans: { name: string; duration_days: number }[]) =>
      post(`/imports/${id}/plans`, { plans }),
    run: (id: number, from: number, other_branches?: boolean, shared_phones?: boolean) =>
      post(`/imports/${id}/run`, { from, other_branches, shared_phones }),
    status: (id: number) => get(`/imports/${id}`),
    errors: (id: number) => get(`/imports/${id}/errors`),
    undo: (id: number) => post(`/imports/${id}/undo`),

    /**
     * Adds, by the add member form, a member the gym has before the import: the form's Asha Verma
     * (+919812345678, Pune, fee 1500, paid 500) on `plan`, unless `fields` say otherwise.
     */
    async member(plan: number, fields: MemberFields = {}): Promise<number> {
      const response = await members.add({ ...memberForm, plan: String(plan), due: '', ...fields });
      if (response.statusCode !== 201)
        throw new Error(`add member answered ${response.statusCode}: ${response.body}`);
      return response.json().member_id;
    },

    /** Uploads `rows` as CSV; answers the upload (201 asserted). */
    async uploaded(
      rows: string[][],
      fileName = 'members.csv',
      query = '',
    ): Promise<ImportUploaded> {
      const response = await client.upload(csvText(rows), fileName, query);
      if (response.statusCode !== 201)
        throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      return response.json();
    },

    /**
     * Uploads `rows` (with more of the upload's `query`) and reviews them with the guessed mapping,
     * updating members of other branches when `otherBranches`, importing family members who share
     * a phone when `sharedPhones`; answers the import and its review.
     */
    async reviewed(
      rows: string[][],
      fileName = 'members.csv',
      query = '',
      otherBranches?: boolean,
      sharedPhones?: boolean,
    ) {
      const upload = await client.uploaded(rows, fileName, query);
      const review = await client.review(
        upload.import_id,
        upload.mapping,
        otherBranches,
        sharedPhones,
      );
      if (review.statusCode !== 200)
        throw new Error(`review answered ${review.statusCode}: ${review.body}`);
      return { id: upload.import_id, upload, review: review.json() };
    },

    /** Runs every batch in turn; answers each batch's progress. */
    async runAll(
      id: number,
      otherBranches?: boolean,
      sharedPhones?: boolean,
    ): Promise<ImportProgress[]> {
      const progress: ImportProgress[] = [];
      for (let from = 0; ;) {
        const response = await client.run(id, from, otherBranches, sharedPhones);
        if (response.statusCode !== 200)
          throw new Error(`run answered ${response.statusCode}: ${response.body}`);
        const batch = response.json() as ImportProgress;
        progress.push(batch);
        if (batch.finished) return progress;
        from = batch.done;
      }
    },
  };
  return client;
}
