/** The areas whose items can wait for someone, apart from the endpoints (./inbox.ts) so a page painted before the framework can list them. */
export const INBOX_AREAS = ['sap', 'srm', 'qms', 'gs001p'] as const;
