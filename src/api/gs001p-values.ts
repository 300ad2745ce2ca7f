/** GS001P's value lists the schemas and the client share. Data only, with no import. */

/** SPEC 4 reasons for closing without development that a person may choose. */
export const CLOSE_REASONS = [
  'highUnitCost',
  'highMoldCost',
  'modelCancelled',
  'longDelivery',
  'customerConfirming',
  'other',
] as const;
