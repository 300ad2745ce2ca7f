/** Short marks on home's area tiles; they are codes, the same in every language. */
export const MARKS: Record<string, string> = {
  sap: 'SAP',
  srm: 'SRM',
  qms: 'QMS',
  gs001p: 'NPE',
  salary: '¥',
  auth: 'ID',
  development: 'DEV',
};
