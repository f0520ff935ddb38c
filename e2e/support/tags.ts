// The tags that keep a journey off the PostgreSQL project (playwright.config.ts): each marks
// journeys that check what no database changes, so `npm test` runs them on SQLite only and repeats
// the rest on PostgreSQL. (`@no-database`, in a title, marks those about the host's configuration.)

/** A walk over every screen: its width, and axe-core over it. */
export const SCREEN_WALK = '@screen-walk';

/**
 * A journey about the shell: how pages, sections and their files arrive, look and behave whatever
 * the data (navigation and the top bar, the phone's menu and the skip link, a card's layout,
 * accessibility of the login page and an open menu, first reads and preloads, compression, a
 * remote that fails to load, the API's origin check and its reference).
 */
export const SHELL = '@shell';

/**
 * A journey over one section's own screens (a list, its form, its settings): every route it
 * calls runs on both databases in the API suite. The journeys that cross sections, and those of
 * what the two databases do differently (search, money, counts, imports, branches, classes,
 * backups, signing in), run on both.
 */
export const ONE_SCREEN = '@one-screen';
