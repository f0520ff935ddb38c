import { useSyncExternalStore } from 'react';
import { currentDeclarations, subscribeToDeclarations, type Declarations } from './declarations';

/** What every remote has declared so far; re-renders as each manifest arrives. */
export function useDeclarations(): Declarations {
  return useSyncExternalStore(subscribeToDeclarations, currentDeclarations);
}
