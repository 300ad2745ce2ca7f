import type { AreaLoaders } from '../src/router/area';

/**
 * Route area -> lazy chunk. The loader owns this map so the core (src/) never imports an area, and no area
 * imports another: each is reached only through its route paths.
 */
export const areas: AreaLoaders = {
  app: () => import('../widgets/app'),
  sap: () => import('../widgets/sap'),
  salary: () => import('../widgets/salary'),
  auth: () => import('../widgets/auth'),
  development: () => import('../widgets/development'),
  gs001p: () => import('../widgets/gs001p'),
  srm: () => import('../widgets/srm'),
  qms: () => import('../widgets/qms'),
  inbox: () => import('../widgets/inbox'),
};
