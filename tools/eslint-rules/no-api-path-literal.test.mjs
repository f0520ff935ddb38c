import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noApiPathLiteral, readApiPaths } from './no-api-path-literal.mjs';

const PATHS = new URL('../../api/src/schemas/paths.ts', import.meta.url);

describe('readApiPaths', () => {
  it('reads every path of the module, named by its expression', async () => {
    const paths = await readApiPaths(PATHS);
    expect(paths).toMatchObject({
      '/attendance/check_in': 'paths.attendance.checkIn',
      '/attendance/check_out/:id': 'paths.attendance.checkOut',
      '/payments/invoice_pdf/:invoice_number/': 'paths.invoices.pdf',
    });
    expect(Object.values(paths).every((name) => /^paths\.\w+\.\w+$/.test(name))).toBe(true);
    expect(Object.keys(paths).every((path) => path.startsWith('/'))).toBe(true);
  });
});

const options = [
  {
    paths: {
      '/attendance/check_in': 'paths.attendance.checkIn',
      '/attendance/check_out/:id': 'paths.attendance.checkOut',
      '/enquiries/:id': 'paths.enquiries.one',
      '/imports/:id/review': 'paths.imports.review',
      '/activity/download': 'paths.activity.download',
      '/payments/invoice_pdf/:invoice_number/': 'paths.invoices.pdf',
      '/reminders': 'paths.reminders.queue',
      '/reminders/counts': 'paths.reminders.counts',
    },
    pages: ['/reminders'],
  },
];

const invalid = (code) => ({ code, options, errors: [{ messageId: 'typed' }] });

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'no-api-path-literal',
  noApiPathLiteral,
  {
    valid: [
      // Pages of the browser, which no route of the API serves, and a page that is an API path too.
      "navigate('/enquiries/add')",
      "navigate('/enquiries/3/edit')",
      'navigate(`/plans/${id}/edit`)',
      "link('/reminders')",
      "link('/reminders?tab=done')",
      // A prefix, a module, a type and a property's name are not URLs sent.
      "path.startsWith('/attendance/')",
      "import x from '/attendance/check_in'",
      "type Url = '/attendance/check_in'",
      "const routes = { '/attendance/check_in': 1 }",
      // Ids are whole numbers: a word is not a record.
      "f('/attendance/check_out/all')",
      'f(paths.attendance.checkIn, `${paths.activity.download}?${query}`)',
    ].map((code) => ({ code, options })),
    invalid: [
      invalid("request('/attendance/check_in')"),
      invalid("request('/attendance/check_in?x=1')"),
      invalid("request('/attendance/check_out/5')"),
      invalid('request(`/attendance/check_out/${id}`)'),
      invalid("request('/enquiries/12')"),
      invalid('request(`/imports/${id}/review`)'),
      invalid("request(`/activity/download${query ? `?${query}` : ''}`)"),
      invalid("request('/payments/invoice_pdf/INV-00001/')"),
      invalid('request(`/payments/invoice_pdf/${encodeURIComponent(number)}/`)'),
      invalid("request('/reminders/counts')"),
      {
        code: '<Link to="/attendance/check_in" />',
        options,
        languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
        errors: [
          {
            message:
              "\"/attendance/check_in\" is the API's /attendance/check_in: take it from paths.attendance.checkIn (paths and pathTo, from '@spotter/shared'), with its query added as before.",
          },
        ],
      },
    ],
  },
);
