/**
 * Libraries every federated app shares at run time, one copy each. React 19's renderer lives at
 * `react-dom/client` and JSX compiles to `react/jsx-runtime`, so both are listed too.
 * `@spotter/shared` needs a real range: `workspace:^` is not a version the runtime can compare.
 */
export const sharedDependencies = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  'styled-components': { singleton: true, requiredVersion: '^6.0.0' },
  swr: { singleton: true, requiredVersion: '^2.0.0' },
  // The router is not here: it reaches every app through @spotter/shared (shared/src/router.ts),
  // which keeps only the part the app uses.
  '@spotter/shared': { singleton: true, requiredVersion: '^0.1.0' },
  // The kit's combobox is an entry of its own, fetched by the first screen that shows one (the top
  // bar's search, the check-in lookup). It carries the part of downshift it uses: downshift shared
  // on its own would arrive whole, all its hooks, twice the bytes.
  '@spotter/shared/combobox': { singleton: true, requiredVersion: '^0.1.0' },
  // Places menus and popups within the viewport (floating-ui): fetched when the first one opens.
  '@spotter/shared/floating': { singleton: true, requiredVersion: '^0.1.0' },
  // A list's cards, drawn only on a phone.
  '@spotter/shared/cards': { singleton: true, requiredVersion: '^0.1.0' },
  // The form dialogs (Team's, Take payment) and the payment method field.
  '@spotter/shared/dialogs': { singleton: true, requiredVersion: '^0.1.0' },
  // The tab list (the Reminders queue's tabs).
  '@spotter/shared/tabs': { singleton: true, requiredVersion: '^0.1.0' },
  // The reminders' labels, limits, messages and template filling (the queue, its settings, a
  // member's contacts).
  '@spotter/shared/reminders': { singleton: true, requiredVersion: '^0.1.0' },
};

/** Shared, but first wanted by a screen that loads later: never part of an app's start-up code. */
export const lateSharedDependencies = [
  '@spotter/shared/combobox',
  '@spotter/shared/floating',
  '@spotter/shared/cards',
  '@spotter/shared/dialogs',
  '@spotter/shared/tabs',
  '@spotter/shared/reminders',
];
