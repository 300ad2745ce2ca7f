import type { AreaModule } from '../core/types';
import { mainArea } from './main';
import { qmsArea } from './qms';
import { srmArea } from './srm';
import { sapArea } from './sap';
import { salaryArea } from './salary';
import { authArea } from './auth';
import { gs001pArea } from './gs001p';
import { inboxArea } from './inbox';
import { flowArea } from '../core/flow/area';
import { evidenceArea } from '../core/evidence/module';

/**
 * Every area of the demo server. Adding an area is one file in this folder and one line here; the order is
 * the order of schema and seed, so an area whose tables reference another's comes after it (the inbox reads
 * every other area, so it comes last).
 */
export const AREAS: readonly AreaModule[] = [
  mainArea,
  sapArea,
  salaryArea,
  authArea,
  gs001pArea,
  srmArea,
  qmsArea,
  inboxArea,
  flowArea,
  evidenceArea,
];
