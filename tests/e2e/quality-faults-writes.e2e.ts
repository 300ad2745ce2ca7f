import { faultMatrix } from './support/fault-matrix';

/** The fault matrix's writing flows (the reading ones: quality-faults.e2e.ts); see support/fault-matrix.ts. */
faultMatrix('writes', ['approve', 'submit a new form', 'upload', 'remind']);
