import type { SectionDeclaration, SidebarEntry } from '@spotter/shared';

// Must match DECLARATION_KEY in tools/rspack-config/declaration.mjs, which writes it.
const KEY = 'spotterSection';

const isPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/');
const isPaths = (value: unknown): value is string[] => Array.isArray(value) && value.every(isPath);

function isEntry(value: unknown): value is SidebarEntry {
  const entry = value as Partial<SidebarEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.label === 'string' &&
    entry.label !== '' &&
    isPath(entry.path) &&
    Number.isFinite(entry.order) &&
    (entry.match === undefined || isPaths(entry.match)) &&
    (entry.title === undefined || typeof entry.title === 'string')
  );
}

/** The section declaration inside a remote's mf-manifest.json; throws when it is missing or malformed. */
export function parseDeclaration(manifest: unknown): SectionDeclaration {
  const declaration = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData?.[
    KEY
  ] as Partial<SectionDeclaration> | undefined;
  if (
    !declaration ||
    !isPaths(declaration.prefixes) ||
    !Array.isArray(declaration.sidebar) ||
    !declaration.sidebar.every(isEntry)
  ) {
    throw new Error('The manifest carries no valid section declaration');
  }
  return { prefixes: declaration.prefixes, sidebar: declaration.sidebar };
}
