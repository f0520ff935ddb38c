import { readSheet } from './sheet';

describe('readSheet (CSV)', () => {
  it('reads a comma-separated UTF-8 file: header, trimmed cells, empty rows left out', async () => {
    const csv = 'Name,Mobile,Plan\n Asha , 98765 43210 ,Gold\n\n,,\nRavi,9876500000,Silver\n';
    await expect(readSheet(Buffer.from(csv))).resolves.toEqual({
      columns: ['Name', 'Mobile', 'Plan'],
      rows: [
        ['Asha', '98765 43210', 'Gold'],
        ['Ravi', '9876500000', 'Silver'],
      ],
    });
  });
});
