/** The flow value lists the schemas and the client share. Data only, with no import. */

export const FLOW_AREAS = ['sap', 'srm', 'qms', 'gs001p'] as const;
export type FlowArea = (typeof FLOW_AREAS)[number];

/** What a decision means; the SPEC's own actions (approve, return, conclude) first. */
export const FLOW_ACTIONS = [
  'approve',
  'return',
  'conclude',
  'transfer',
  'addBefore',
  'addAfter',
  'withdraw',
  'sendBack',
  'cc',
  'read',
  'comment',
] as const;
export type FlowAction = (typeof FLOW_ACTIONS)[number];

/** The routing actions the shared action sheet offers (approve, return and conclude stay on each area's page). */
export const ROUTING_ACTIONS = ['transfer', 'addBefore', 'addAfter', 'sendBack', 'cc', 'withdraw'] as const;
export type RoutingAction = (typeof ROUTING_ACTIONS)[number];

export const STEP_MEANINGS = ['submit', 'approve', 'return', 'conclude', 'transfer', 'sendBack', 'withdraw'] as const;
export type StepMeaning = (typeof STEP_MEANINGS)[number];
