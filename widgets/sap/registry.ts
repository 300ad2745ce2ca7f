import type { SapFormType } from '../../src/api/sap';
import type {
  ColumnSpec,
  FieldKind,
  FieldSpec,
  FormSpec as AnyFormSpec,
  OptionSpec,
  SectionSpec,
  TableSpec,
} from '../../src/forms';

/** An entry names one of the contract's SAP form types (src/api/sap-forms.ts), never a string of its own. */
export type FormSpec = AnyFormSpec & { type: SapFormType };

/**
 * Every SAP form type as data (SPEC section 3). One processing-info screen renders any entry; adding a form
 * type or a variant is adding an entry here and its labels in i18n. Field keys are the keys of the server's
 * `header` and `items` (docs/api/sap.md).
 */

const f = (key: string, kind?: FieldKind, more: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  labelKey: `sap.f.${key}`,
  ...(kind ? { kind } : {}),
  ...more,
});
const c = (key: string, kind?: FieldKind): ColumnSpec => ({ key, labelKey: `sap.f.${key}`, ...(kind ? { kind } : {}) });
const sec = (name: string, fields: FieldSpec[]): SectionSpec => ({ titleKey: `sap.sec.${name}`, fields });
const table = (key: string, columns: ColumnSpec[]): TableSpec => ({ key, titleKey: `sap.sec.${key}`, columns });
const opts = (name: string, values: readonly string[]): OptionSpec[] =>
  values.map((value) => ({ value, labelKey: `sap.opt.${name}.${value}` }));
/** Filled in later by someone else (MIS, the system): shown, never typed by the applicant. */
const shown = { input: false } as const;

/** SPEC 9 and company constants offered in the application forms. */
export const COMPANY = opts('company', ['2000', '2100', '2300', '2600', '5000']);
export const YES_NO = opts('yesNo', ['Y', 'N']);
export const ACCESS_CLASS = opts('accessClass', ['internet', 'communication', 'system']);
export const SYSTEM_NAME = opts('systemName', ['SAP', 'BPM', 'SRM', 'QMS', 'MES']);
export const FUNCTION_DIFF = opts('functionDifference', ['new', 'modify', 'report']);
export const SYSTEM_TYPE = opts('systemType', ['SAP', 'nonSap', 'web']);
export const SAP_MODULE = opts('sapModule', ['MM', 'SD', 'FI', 'CO', 'PP', 'QM', 'PM']);
export const FACTORY_CODES = [
  '2010',
  '2020',
  '2050',
  '2210',
  '2310',
  '2330',
  '2350',
  '2110',
  '2360',
  '2610',
  '251G',
  '5010',
  '2620',
] as const;

const ACTIONS = ['approve', 'return', 'addSigner'] as const;

const salesOrder = (type: SapFormType): FormSpec => ({
  type,
  titleKey: `sap.type.${type}`,
  sections: [
    sec('order', [
      f('orderNo'),
      f('company', 'select', { options: COMPANY }),
      f('effectiveDate', 'date'),
      f('filingDate', 'date'),
      f('requirementDate', 'date'),
    ]),
    sec('customer', [f('customer'), f('payer'), f('consignee'), f('tradeTerms')]),
    sec('amount', [f('totalAmount', 'money'), f('currency'), f('exchangeRate', 'number')]),
  ],
  items: table('items', [
    c('itemNo'),
    c('materialNo'),
    c('quantity', 'number'),
    c('price', 'money'),
    c('cost', 'money'),
    c('allowance', 'money'),
    c('royalty', 'money'),
    c('commission', 'money'),
    c('moq', 'number'),
    c('packQty', 'number'),
    c('leadTime', 'number'),
    c('productionFactory'),
  ]),
  actions: ACTIONS,
});

const FEE_EXTRA: Record<string, FieldSpec[]> = {
  FI0001: [f('invoiceType'), f('taxAmount', 'money')],
  FI0002: [
    f('exchangeRate', 'number'),
    f('taxRate', 'number'),
    f('taxAmount', 'money'),
    f('invoiceType'),
    f('purchaseOrder'),
    f('poItem'),
    f('bank'),
    f('account'),
  ],
  FI0003: [f('exchangeRate', 'number'), f('purchaseOrder'), f('poItem'), f('bank'), f('account')],
  FI0004: [f('bank'), f('account')],
  FI0005: [
    f('discount', 'money'),
    f('exchangeRate', 'number'),
    f('taxRate', 'number'),
    f('taxAmount', 'money'),
    f('invoiceType'),
  ],
};

const fee = (subType: string): FormSpec => ({
  type: 'feeApplication',
  subType,
  titleKey: `sap.type.fee.${subType}`,
  sections: [
    sec('apply', [
      f('applyNo'),
      f('applyDate', 'date'),
      f('companyCode', 'select', { options: COMPANY }),
      f('creator'),
      f('department'),
    ]),
    sec('payment', [f('payee'), f('totalAmount', 'money'), f('currency'), ...FEE_EXTRA[subType]]),
  ],
  items: table('items', [
    c('itemNo'),
    c('expenseItem'),
    c('description'),
    c('amount', 'money'),
    c('taxAmount', 'money'),
    c('costCenter'),
  ]),
  actions: ACTIONS,
});

const assetColumns = (transfer: boolean) => [
  c('assetNo'),
  c('assetName'),
  c('custodian'),
  ...(transfer ? [c('newCustodian')] : []),
  c('costCenter'),
  ...(transfer ? [c('newCostCenter')] : []),
  c('storageLocation'),
  c('bookValue', 'money'),
  c('accumDepreciation', 'money'),
];

const fixedAssets = (subType: 'transfer' | 'sell' | 'scrap'): FormSpec => ({
  type: 'fixedAssets',
  subType,
  titleKey: `sap.type.fa.${subType}`,
  sections: [
    sec('apply', [
      f('companyCode', 'select', { options: COMPANY }),
      f('applyDate', 'date'),
      f('factory'),
      f('reason', 'textarea'),
    ]),
    ...(subType === 'sell' ? [sec('sale', [f('buyer'), f('salePrice', 'money'), f('currency')])] : []),
    ...(subType === 'scrap' ? [sec('scrap', [f('scrapMethod')])] : []),
  ],
  items: table('items', assetColumns(subType === 'transfer')),
  actions: ACTIONS,
});

export const accountPermissionsSpec: FormSpec = {
  type: 'accountPermissions',
  titleKey: 'sap.type.accountPermissions',
  sections: [
    sec('applicant', [
      f('jobNumber', 'text', shown),
      f('department', 'text', { required: true }),
      f('position', 'text', { required: true }),
      f('company', 'select', { options: COMPANY, required: true }),
    ]),
    sec('accounts', [
      f('computerAccount'),
      f('emailAccount'),
      f('externalEmail', 'select', { options: YES_NO }),
      f('publicAccount'),
      f('virtualAccount', 'select', { options: YES_NO }),
      f('systemAccount', 'text', shown),
      f('initPassword', 'text', shown),
    ]),
    sec('system', [
      f('systemName', 'select', { options: SYSTEM_NAME, required: true }),
      f('accessClass', 'select', { options: ACCESS_CLASS, required: true }),
      f('rolesFunctions', 'text', { required: true }),
      f('referencePermissions'),
      f('mainFunction', 'textarea'),
      f('specificUrl'),
      f('personInCharge'),
    ]),
    sec('phone', [f('phoneRequirement', 'select', { options: YES_NO }), f('phoneFunction'), f('localPhone')]),
    sec('purpose', [f('workPurpose', 'textarea', { required: true })]),
  ],
  actions: ACTIONS,
};

export const systemRequirementSpec: FormSpec = {
  type: 'SystemRequirement',
  titleKey: 'sap.type.SystemRequirement',
  sections: [
    sec('request', [
      f('applicant', 'text', shown),
      f('applyDate', 'date', shown),
      f('company', 'select', { options: COMPANY, required: true }),
      f('functionDifference', 'select', { options: FUNCTION_DIFF, required: true }),
      f('systemType', 'select', { options: SYSTEM_TYPE, required: true }),
      f('sapModule', 'select', { options: SAP_MODULE }),
      f('demandDate', 'date', { required: true }),
      f('effectConfirmer', 'text', { required: true }),
      f('briefDescription', 'textarea', { required: true }),
    ]),
    sec('mis', [
      f('misReplyMethod', 'text', shown),
      f('misManager', 'text', shown),
      f('estimatedStart', 'date', shown),
      f('estimatedEnd', 'date', shown),
      f('closeDate', 'date', shown),
      f('closeRemark', 'textarea', shown),
      f('sapRequestId', 'text', shown),
    ]),
  ],
  actions: ACTIONS,
};

export const REGISTRY: readonly FormSpec[] = [
  {
    type: 'purchaseRequisition',
    titleKey: 'sap.type.purchaseRequisition',
    sections: [sec('header', [f('prNo'), f('prType'), f('createdDate', 'date'), f('annotation', 'textarea')])],
    items: table('items', [
      c('itemNo'),
      c('materialNo'),
      c('shortText'),
      c('quantity', 'number'),
      c('unit'),
      c('factoryCode'),
      c('factoryName'),
      c('requester'),
      c('deliveryDate', 'date'),
      c('costCenter'),
      c('internalOrder'),
      c('tempAssetNo'),
    ]),
    actions: ACTIONS,
  },
  {
    type: 'purchaseOrder',
    titleKey: 'sap.type.purchaseOrder',
    sections: [
      sec('order', [f('orderNo'), f('orderType'), f('purchaseOrg'), f('purchaseGroup')]),
      sec('supplier', [
        f('supplier'),
        f('finalSupplier'),
        f('paymentTerm'),
        f('bondedCode'),
        f('tradeTerms1'),
        f('tradeTerms2'),
      ]),
      sec('amount', [f('amount', 'money'), f('currency')]),
    ],
    items: table('items', [
      c('itemNo'),
      c('materialNo'),
      c('shortText'),
      c('quantity', 'number'),
      c('unit'),
      c('netPrice', 'money'),
      c('priceUnit', 'number'),
      c('taxCode'),
      c('deliveryAddress'),
      c('deliveryDate', 'date'),
    ]),
    tables: [
      table('recentPurchases', [c('price', 'money'), c('currency'), c('purchaseDate', 'date'), c('manufacturer')]),
    ],
    actions: ACTIONS,
  },
  fixedAssets('transfer'),
  fixedAssets('sell'),
  fixedAssets('scrap'),
  salesOrder('materialOrder'),
  fee('FI0001'),
  fee('FI0002'),
  fee('FI0003'),
  fee('FI0004'),
  fee('FI0005'),
  salesOrder('businessOrder'),
  salesOrder('quotationOrder'),
  {
    type: 'softwareApplication',
    titleKey: 'sap.type.softwareApplication',
    sections: [
      sec('applicant', [f('jobNumber'), f('department'), f('computerName'), f('assetNo')]),
      sec('software', [
        f('softwareName'),
        f('softwareVersion'),
        f('licenseType'),
        f('quantity', 'number'),
        f('reason', 'textarea'),
      ]),
    ],
    actions: ACTIONS,
  },
  {
    type: 'usbApplication',
    titleKey: 'sap.type.usbApplication',
    sections: [
      sec('applicant', [f('jobNumber'), f('department'), f('computerName'), f('assetNo')]),
      sec('usb', [
        f('deviceType'),
        f('usageStart', 'date'),
        f('usageEnd', 'date'),
        f('dataClass'),
        f('reason', 'textarea'),
      ]),
    ],
    actions: ACTIONS,
  },
  {
    type: 'repairOrder',
    titleKey: 'sap.type.repairOrder',
    sections: [
      sec('equipment', [f('factory'), f('equipmentNo'), f('equipmentName'), f('faultDescription', 'textarea')]),
      sec('repair', [f('repairVendor'), f('estimatedCost', 'money'), f('currency'), f('requiredDate', 'date')]),
    ],
    actions: ACTIONS,
  },
  accountPermissionsSpec,
  systemRequirementSpec,
];

/** The entry for a form, or undefined when this client cannot show that type or variant. */
export function findSpec(type: string, subType = ''): FormSpec | undefined {
  return REGISTRY.find((s) => s.type === type && (s.subType === undefined || s.subType === subType));
}

/** The i18n key naming a form's type (with its variant). */
export function typeTitleKey(type: string, subType = ''): string {
  return findSpec(type, subType)?.titleKey ?? `sap.type.${type}`;
}
