import { MIGRATIONS_DIRS, migrationFiles } from './migrate';

describe('the migrations of the two databases', () => {
  it('have the same numbers and names, so both schemas go through the same steps', () => {
    const sqlite = migrationFiles(MIGRATIONS_DIRS.sqlite);
    expect(sqlite.length).toBeGreaterThan(0);
    expect(migrationFiles(MIGRATIONS_DIRS.postgres)).toEqual(sqlite);
  });
});
