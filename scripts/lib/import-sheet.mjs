// The sheet `pnpm bench:import` imports: new members written the ways gyms write them (+91 and
// leading-0 phones, dates as Excel date cells, DD/MM/YYYY, D/M/YY and YYYY-MM-DD, amounts such as
// ₹1,500 and 1,500/-), and rows that update members the gym already has. As .xlsx and as .csv.
import ExcelJS from 'exceljs';
import { PLANS } from './seed-members.mjs';
import { requireFromApi } from './setup.mjs';

// The sheet's columns, each with the field it feeds.
const COLUMN_FIELDS = [
  ['Name', 'name'],
  ['Mobile', 'phone'],
  ['Email', 'email'],
  ['Plan', 'plan'],
  ['DOJ', 'joining_date'],
  ['Fee', 'fee'],
  ['Paid', 'paid'],
  ['Status', 'status'],
  ['Age', 'age'],
  ['Location', 'location'],
];

export const COLUMNS = COLUMN_FIELDS.map(([header]) => header);

/** The mapping the bench sends: each column feeds its field. */
export const MAPPING = Object.fromEntries(COLUMN_FIELDS.map(([, field], i) => [field, i]));

const FIRST = ['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Meera', 'Vikram', 'Sneha', 'Arjun'];
const LAST = ['Sharma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Kulkarni', 'Menon', 'Khan', 'Das'];
// The sheet names the seeded gym's plans by length (scripts/lib/seed-members.mjs): a plan the gym
// lacks would make every row an error.
const SHEET_PLANS = PLANS.slice(0, 4);

const pad = (n) => String(n).padStart(2, '0');
const rupees = (n) => n.toLocaleString('en-IN');

/**
 * Up to `count` members of the seeded gym (scripts/lib/seed-members.mjs), the first by id, read
 * before the API starts.
 */
export async function gymMembers(dataDir, count) {
  const { openSqlite } = requireFromApi('./dist/db/database.js');
  const { sqlite, close } = openSqlite(dataDir);
  const rows = sqlite
    .prepare(
      `SELECT m.id, m.name, m.phone, p.name AS plan, m.total_fee AS fee FROM members m
       JOIN plans p ON p.id = m.plan_id ORDER BY m.id LIMIT ?`,
    )
    .all(count);
  await close();
  return rows;
}

/**
 * `count` data rows as cells: first `updates` rows of existing members (paid in full now, and moved
 * to another town), then new members. `xlsx`: some dates as date cells and amounts as numbers.
 * `phonePrefix`: the new members' mobile numbers' first two digits (after +91).
 */
export function sheetRows(count, updates, { xlsx, phonePrefix = '97' }) {
  const rows = updates.map((member) => [
    member.name,
    member.phone,
    '',
    member.plan,
    '',
    '',
    xlsx ? member.fee : rupees(member.fee),
    '',
    '',
    'Moved from the old system',
  ]);
  for (let i = rows.length; i < count; i += 1) {
    const [plan, , price] = SHEET_PLANS[i % SHEET_PLANS.length];
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;
    const digits = `${phonePrefix}${String(i).padStart(8, '0')}`;
    const phone = [`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, `0${digits}`, digits][i % 3];
    const day = new Date(Date.UTC(2025, 0, 1 + (i % 360)));
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const joined = [
      xlsx ? day : `${pad(d)}/${pad(m)}/${y}`,
      `${d}/${m}/${String(y).slice(2)}`,
      `${y}-${pad(m)}-${pad(d)}`,
    ][i % 3];
    const paid = i % 4 === 0 ? Math.floor(price / 2) : price;
    rows.push([
      name,
      phone,
      `member${i}@example.com`,
      i % 2 ? plan.toUpperCase() : plan,
      joined,
      xlsx && i % 2 ? price : `₹${rupees(price)}`,
      i % 5 === 0 ? `${rupees(paid)}/-` : String(paid),
      i % 10 === 0 ? 'inactive' : 'Active',
      String(18 + (i % 50)),
      ['Pune', 'Chennai', 'Kochi', 'Indore'][i % 4],
    ]);
  }
  return rows;
}

/** The rows as an .xlsx workbook's bytes (one worksheet, the header first). */
export async function xlsxBytes(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  sheet.addRow(COLUMNS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows as a `;`-separated CSV in UTF-8 with a byte-order mark (no cell holds a `;`). */
export function csvBytes(rows) {
  const lines = [COLUMNS, ...rows].map((row) => row.join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
