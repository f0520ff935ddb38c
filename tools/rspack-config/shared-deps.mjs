import { compatibleRange, installedVersion, packageOf } from './versions.mjs';

/**
 * Libraries every federated app shares at run time, one copy each. React 19's renderer lives at
 * `react-dom/client` and JSX compiles to `react/jsx-runtime`, so both are listed too. Each is a
 * singleton with a strict range derived from the version the app is built with (versions.mjs):
 * the host checks a remote's ranges before it runs any of its code, and the federation runtime
 * refuses an unmet one rather than warn and go on.
 */
const SHARED = {
  react: { singleton: true },
  'react/jsx-runtime': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/client': { singleton: true },
  'styled-components': { singleton: true },
  swr: { singleton: true },
  // The router is not here: it reaches every app through @spotter/shared/core (shared/src/core/router.ts),
  // which keeps only the part the app uses.
  // The core: the client, the session, the router, the theme and the basic controls, all the login
  // page needs (docs/architecture.md, "The core and the kit").
  '@spotter/shared/core': { singleton: true },
  // The admin kit (resources, lists, forms, menus), which reaches the core by its name above: fetched
  // with the first signed-in page, never by the login page.
  '@spotter/shared': { singleton: true },
  // The kit's combobox is an entry of its own, fetched by the first screen that shows one (the top
  // bar's search, the check-in lookup). It carries the part of downshift it uses: downshift shared
  // on its own would arrive whole, all its hooks, twice the bytes.
  '@spotter/shared/combobox': { singleton: true },
  // Places menus and popups within the viewport (floating-ui): fetched when the first one opens.
  '@spotter/shared/floating': { singleton: true },
  // A list's cards, drawn only on a phone.
  '@spotter/shared/cards': { singleton: true },
  // The form dialogs (Team's, Take payment) and the payment method field.
  '@spotter/shared/dialogs': { singleton: true },
  // The tab list (the Reminders queue's tabs).
  '@spotter/shared/tabs': { singleton: true },
};

/** What the app in `dir` shares: each library at its installed version, asking for a compatible one. */
export function sharedDependencies(dir) {
  return Object.fromEntries(
    Object.entries(SHARED).map(([key, options]) => {
      const version = installedVersion(packageOf(key), dir);
      const range = compatibleRange(version);
      return [key, { ...options, strictVersion: true, version, requiredVersion: range }];
    }),
  );
}

/** Shared, but first wanted by a screen that loads later: never part of an app's start-up code. */
export const lateSharedDependencies = [
  '@spotter/shared',
  '@spotter/shared/combobox',
  '@spotter/shared/floating',
  '@spotter/shared/cards',
  '@spotter/shared/dialogs',
  '@spotter/shared/tabs',
];
