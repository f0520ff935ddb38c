import { phonesRead } from './migration-steps';

describe('migration 038 (every phone stored as the one phone rule reads it)', () => {
  it('rewrites the phones the rule reads otherwise, and leaves the rest as they are', () => {
    expect(
      phonesRead([
        { id: 1, phone: '+919812345678' },
        { id: 2, phone: '9812345678' },
        { id: 3, phone: '+91 98220 11223' },
        { id: 4, phone: '098230-45678' },
        { id: 5, phone: '' },
        { id: 6, phone: null },
        { id: 7, phone: 'ask at the desk' },
        { id: 8, phone: '+442079460958' },
      ]),
    ).toEqual([
      { id: 1, phone: '9812345678' },
      { id: 3, phone: '9822011223' },
      { id: 4, phone: '9823045678' },
      { id: 8, phone: '442079460958' },
    ]);
  });
});
