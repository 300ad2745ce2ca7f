/**
 * The Preact alias, written once: the default build (tsup.config.ts) and the unit tests (vitest.config.ts) map
 * React's module names onto preact/compat with it. The React build uses no alias. Only src/framework.ts and
 * the JSX runtime name these modules, so this table is the whole difference between the two builds.
 */
export const PREACT_ALIAS: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  // wouter imports this shim; without the alias a second copy of React's shim ships.
  'use-sync-external-store/shim/index.js': 'preact/compat',
};

/** The same table for Vite (vitest): exact module names, not prefixes ('react' must not catch 'react-dom'). */
export const preactAliasForVite = (): { find: RegExp; replacement: string }[] =>
  Object.entries(PREACT_ALIAS).map(([name, replacement]) => ({
    find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement,
  }));
