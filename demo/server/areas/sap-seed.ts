import type { SapFormType, SignRole, SignStatus } from '../../../src/api/sap';
import { DAY_MS } from '../core/dates';

/**
 * Realistic, deterministic SAP documents for the demo: SAP-like numbers, currencies, the factory codes of
 * SPEC section 9. Header and item keys are the field keys of the client's form registry (widgets/sap/registry),
 * a test walks every registry entry against these rows.
 */

export type Value = string | number | null;
export type Row = Record<string, Value>;

export interface PersonSeed {
  userNo: string;
  userName: string;
  department: string;
}

/** People who sign or apply besides the demo accounts (added to users by the seed when missing). */
export const PEOPLE: PersonSeed[] = [
  { userNo: '10001', userName: '陳志明', department: '資材管理部' },
  { userNo: '10002', userName: '林美玲', department: '業務一部' },
  { userNo: '10101', userName: '王建國', department: '資訊部' },
  { userNo: '10102', userName: '張雅婷', department: '財務部' },
  { userNo: '10103', userName: '黃俊傑', department: '昆山廠務部' },
  { userNo: '10104', userName: '吳佳穎', department: '採購部' },
  { userNo: '10105', userName: '許志豪', department: '品保部' },
];
export const person = (no: string): PersonSeed => PEOPLE.find((p) => p.userNo === no) ?? PEOPLE[1];

/** SPEC 9 factory codes with the plant names of this manufacturer. */
export const FACTORIES: Array<[string, string]> = [
  ['2010', '台北總廠'],
  ['2020', '桃園廠'],
  ['2050', '台南廠'],
  ['2210', '昆山一廠'],
  ['2310', '東莞一廠'],
  ['2330', '東莞二廠'],
  ['2350', '深圳廠'],
  ['2110', '蘇州廠'],
  ['2360', '重慶廠'],
  ['2610', '越南北寧廠'],
  ['251G', '泰國廠'],
  ['5010', '墨西哥廠'],
  ['2620', '越南海防廠'],
];

export const COMPANIES = ['2000', '2100', '2300', '2600', '5000'] as const;
const CURRENCIES = ['TWD', 'CNY', 'USD', 'JPY', 'VND'];
const MATERIALS: Array<[string, string, string]> = [
  ['10-0215-0031', 'FPC 連接器 0.5mm 30P', 'PCS'],
  ['10-0318-0102', 'USB Type-C 母座 24P', 'PCS'],
  ['12-1104-0007', '端子 磷青銅 鍍金 0.2μm', 'PIN'],
  ['21-0040-1120', 'LCP 塑膠粒 黑色', 'KG'],
  ['21-0051-0008', 'PA9T 塑膠粒 本色', 'KG'],
  ['33-2200-0415', '銅帶 C5191 0.15mm', 'KG'],
  ['40-0901-0033', '包裝捲盤 13 吋', 'PCS'],
  ['40-0902-0011', '載帶 24mm', 'M'],
  ['55-0110-0204', '板對板連接器 0.4mm 40P', 'PCS'],
  ['55-0310-1002', 'HDMI 2.1 連接器', 'PCS'],
];
const SUPPLIERS = [
  'S0001 東莞精密五金有限公司',
  'S0107 昆山華電塑膠有限公司',
  'S0233 Sumitomo Electric Trading',
  'S0315 寧波金田銅業',
];
const CUSTOMERS = [
  'C10021 Apex Mobile Inc.',
  'C10088 鴻準電子股份有限公司',
  'C20310 Nordic Auto Systems GmbH',
  'C30077 株式会社ミヤビ電機',
];
const COST_CENTERS = ['2210-PE01', '2210-QA02', '2310-MF03', '2010-IT01', '2010-FN01'];
const ASSETS = ['射出成型機 FANUC 100T', '沖壓機 AIDA 60T', '自動組裝線 A3', '筆記型電腦 ThinkPad T14', '三次元量測儀'];

type Rand = () => number;

export class Gen {
  constructor(
    private readonly rnd: Rand,
    readonly now: number,
  ) {}
  int(min: number, max: number) {
    return min + Math.floor(this.rnd() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rnd() * list.length)];
  }
  money(min: number, max: number) {
    return Math.round((min + this.rnd() * (max - min)) * 100) / 100;
  }
  /** YYYY-MM-DD, `days` from now (negative = past). */
  day(days: number) {
    const d = new Date(this.now + days * DAY_MS + 8 * 3600_000);
    return d.toISOString().slice(0, 10);
  }
}

export interface FormSeed {
  id: string;
  type: SapFormType;
  subType: string;
  title: string;
  amount: number | null;
  currency: string;
  header: Row;
  items: Row[];
  tables: Record<string, Row[]>;
}

/** One document of a type. `n` makes numbers unique; `itemCount` sizes the line items. */
export function makeForm(
  g: Gen,
  type: SapFormType,
  subType: string,
  n: number,
  applicant: PersonSeed,
  itemCount?: number,
): FormSeed {
  const currency = g.pick(CURRENCIES);
  const [factory, factoryName] = g.pick(FACTORIES);
  const count = itemCount ?? g.int(2, 6);
  const items = (make: (i: number) => Row) => Array.from({ length: count }, (_, i) => make(i));
  const material = () => g.pick(MATERIALS);
  const base = {
    id: '',
    type,
    subType,
    title: '',
    amount: null as number | null,
    currency,
    header: {} as Row,
    items: [] as Row[],
    tables: {},
  };

  switch (type) {
    case 'purchaseRequisition': {
      const rows = items((i) => {
        const [no, text, unit] = material();
        return {
          itemNo: (i + 1) * 10,
          materialNo: no,
          shortText: text,
          quantity: g.int(1, 200) * 100,
          unit,
          factoryCode: factory,
          factoryName,
          requester: applicant.userName,
          deliveryDate: g.day(g.int(14, 60)),
          costCenter: g.pick(COST_CENTERS),
          internalOrder: `IO${g.int(600000, 699999)}`,
          tempAssetNo: i % 3 === 0 ? `TA${g.int(10000, 99999)}` : '-',
        };
      });
      return {
        ...base,
        id: `10${String(20000000 + n)}`,
        title: `請購 ${rows[0].shortText} 等 ${count} 項`,
        amount: null,
        currency: '',
        header: {
          prNo: `10${String(20000000 + n)}`,
          prType: g.pick(['NB 標準請購', 'ZNB 模具請購', 'ZFA 資產請購']),
          createdDate: g.day(-g.int(1, 20)),
          annotation: `${factoryName} 生產備料，請於交期前到廠。`,
        },
        items: rows,
      };
    }
    case 'purchaseOrder': {
      const rows = items((i) => {
        const [no, text, unit] = material();
        return {
          itemNo: (i + 1) * 10,
          materialNo: no,
          shortText: text,
          quantity: g.int(1, 100) * 1000,
          unit,
          netPrice: g.money(0.05, 12),
          priceUnit: 1000,
          taxCode: g.pick(['J1 13%', 'V5 5%', 'J0 0%']),
          deliveryAddress: `${factory} ${factoryName} 倉庫 W${g.int(1, 4)}`,
          deliveryDate: g.day(g.int(7, 45)),
        };
      });
      const amount =
        Math.round(rows.reduce((s, r) => s + (Number(r.quantity) / 1000) * Number(r.netPrice), 0) * 100) / 100;
      const supplier = g.pick(SUPPLIERS);
      const id = `45${String(10000000 + n)}`;
      return {
        ...base,
        id,
        title: `${supplier.split(' ')[1]} 採購 ${count} 項`,
        amount,
        header: {
          orderNo: id,
          orderType: g.pick(['NB 標準採購單', 'ZUB 轉廠採購單', 'ZCON 寄售採購單']),
          supplier,
          finalSupplier: g.pick(SUPPLIERS),
          amount,
          currency,
          paymentTerm: g.pick(['NT60 月結 60 天', 'NT90 月結 90 天', 'TT30 電匯 30 天']),
          bondedCode: g.pick(['B01 保稅', 'N00 非保稅']),
          purchaseOrg: `${factory.slice(0, 2)}00`,
          purchaseGroup: `P${g.int(10, 39)}`,
          tradeTerms1: g.pick(['FOB', 'CIF', 'EXW', 'DAP']),
          tradeTerms2: g.pick(['Shenzhen', 'Keelung', 'Shanghai', 'Haiphong']),
        },
        items: rows,
        tables: {
          recentPurchases: Array.from({ length: 5 }, (_, i) => ({
            price: g.money(0.05, 12),
            currency,
            purchaseDate: g.day(-30 * (i + 1) - g.int(0, 20)),
            manufacturer: g.pick(SUPPLIERS).split(' ')[1],
          })),
        },
      };
    }
    case 'businessOrder':
    case 'quotationOrder':
    case 'materialOrder': {
      const prefix = { businessOrder: '00', quotationOrder: '20', materialOrder: '30' }[type];
      const id = `${prefix}${String(10000000 + n)}`;
      const rows = items((i) => {
        const [no] = material();
        const price = g.money(0.1, 3);
        return {
          itemNo: (i + 1) * 10,
          materialNo: no,
          quantity: g.int(5, 500) * 1000,
          price,
          cost: Math.round(price * 0.72 * 10000) / 10000,
          allowance: g.money(0, 0.02),
          royalty: g.money(0, 0.01),
          commission: g.money(0, 0.015),
          moq: g.int(1, 10) * 1000,
          packQty: g.pick([1000, 2000, 5000]),
          leadTime: g.int(14, 60),
          productionFactory: `${factory} ${factoryName}`,
        };
      });
      const amount = Math.round(rows.reduce((s, r) => s + Number(r.quantity) * Number(r.price), 0) * 100) / 100;
      const customer = g.pick(CUSTOMERS);
      return {
        ...base,
        id,
        title: `${customer.split(' ').slice(1).join(' ')} ${count} 項`,
        amount,
        header: {
          company: g.pick(COMPANIES),
          orderNo: id,
          customer,
          payer: customer,
          consignee: g.pick(CUSTOMERS),
          tradeTerms: g.pick(['FOB Shenzhen', 'CIF Hamburg', 'DAP Tokyo', 'EXW Kunshan']),
          effectiveDate: g.day(g.int(0, 10)),
          filingDate: g.day(-g.int(1, 10)),
          requirementDate: g.day(g.int(20, 90)),
          totalAmount: amount,
          currency,
          exchangeRate: currency === 'TWD' ? 1 : g.money(0.2, 32),
        },
        items: rows,
      };
    }
    case 'feeApplication': {
      const id = `${subType}-${String(2400000 + n)}`;
      const rows = items((i) => ({
        itemNo: i + 1,
        expenseItem: g.pick(['差旅費', '交際費', '運費', '樣品費', '郵電費', '模具修理費']),
        description: g.pick(['客戶拜訪 昆山', '樣品寄送 DHL', '展覽攤位', '模具保養']),
        amount: g.money(300, 20000),
        taxAmount: g.money(0, 1200),
        costCenter: g.pick(COST_CENTERS),
      }));
      const amount = Math.round(rows.reduce((s, r) => s + Number(r.amount), 0) * 100) / 100;
      const titles: Record<string, string> = {
        FI0001: '零用金報銷',
        FI0002: '付款申請',
        FI0003: '預付款申請',
        FI0004: '暫借款申請',
        FI0005: '收入折讓及損失表',
      };
      const header: Row = {
        companyCode: g.pick(COMPANIES),
        applyNo: id,
        applyDate: g.day(-g.int(1, 15)),
        creator: applicant.userName,
        department: applicant.department,
        payee: g.pick([applicant.userName, ...SUPPLIERS]),
        totalAmount: amount,
        currency,
      };
      const bank = {
        bank: g.pick(['台灣銀行 城中分行', '中國工商銀行 昆山支行', '三井住友銀行 台北分行']),
        account: `${g.int(1000, 9999)}-${g.int(100000, 999999)}-${g.int(10, 99)}`,
      };
      const tax = {
        taxRate: g.pick([0, 5, 13]),
        taxAmount: Math.round(amount * 0.05 * 100) / 100,
        invoiceType: g.pick(['三聯式發票', '增值稅專用發票', '收據']),
      };
      const po = { purchaseOrder: `45${String(10000000 + g.int(1, 999))}`, poItem: g.int(1, 9) * 10 };
      const rate = { exchangeRate: currency === 'TWD' ? 1 : g.money(0.2, 32) };
      const extra: Record<string, Row> = {
        FI0001: { invoiceType: tax.invoiceType, taxAmount: tax.taxAmount },
        FI0002: { ...rate, ...tax, ...po, ...bank },
        FI0003: { ...rate, ...po, ...bank },
        FI0004: { ...bank },
        FI0005: { discount: g.money(100, 50000), ...rate, ...tax },
      };
      return {
        ...base,
        id,
        title: `${titles[subType] ?? '費用申請'} ${applicant.userName}`,
        amount,
        header: { ...header, ...(extra[subType] ?? {}) },
        items: rows,
      };
    }
    case 'fixedAssets': {
      const id = `FA${String(24000000 + n)}`;
      const rows = items(() => {
        const book = g.money(2000, 800000);
        return {
          assetNo: `${g.int(100000, 399999)}-0`,
          assetName: g.pick(ASSETS),
          custodian: g.pick(PEOPLE).userName,
          newCustodian: g.pick(PEOPLE).userName,
          costCenter: g.pick(COST_CENTERS),
          newCostCenter: g.pick(COST_CENTERS),
          storageLocation: `${factory}-${g.pick(['A01', 'B12', 'M03'])}`,
          bookValue: book,
          accumDepreciation: Math.round(book * (0.3 + g.money(0, 0.6)) * 100) / 100,
        };
      });
      const amount = Math.round(rows.reduce((s, r) => s + Number(r.bookValue), 0) * 100) / 100;
      const kind: Record<string, string> = { transfer: '資產移轉', sell: '資產出售', scrap: '資產報廢' };
      const header: Row = {
        companyCode: g.pick(COMPANIES),
        applyDate: g.day(-g.int(1, 20)),
        factory: `${factory} ${factoryName}`,
        reason: g.pick(['產線調整', '設備老舊效能不足', '閒置資產處分', '部門搬遷']),
        currency: 'TWD',
      };
      if (subType === 'sell')
        Object.assign(header, {
          buyer: g.pick(['台灣中古機械行', '東莞二手設備回收公司']),
          salePrice: Math.round(amount * 0.2),
        });
      if (subType === 'scrap') Object.assign(header, { scrapMethod: g.pick(['廢鐵變賣', '環保回收', '拆解再利用']) });
      return { ...base, id, title: `${kind[subType]} ${count} 筆`, amount, currency: 'TWD', header, items: rows };
    }
    case 'softwareApplication': {
      const id = `SW${String(24000000 + n)}`;
      const software = g.pick(['AutoCAD 2025', 'SolidWorks 2024', 'Minitab 22', 'Microsoft Visio', 'Moldflow Insight']);
      return {
        ...base,
        id,
        title: `${software} 安裝申請`,
        currency: '',
        header: {
          department: applicant.department,
          jobNumber: applicant.userNo,
          computerName: `PC-${factory}-${g.int(100, 999)}`,
          assetNo: `${g.int(500000, 599999)}-0`,
          softwareName: software,
          softwareVersion: software.match(/\d{2,4}/)?.[0] ?? 'latest',
          licenseType: g.pick(['企業授權', '單機授權', '訂閱制']),
          quantity: g.int(1, 5),
          reason: '新產品模具設計需求，現有授權不足。',
        },
      };
    }
    case 'usbApplication': {
      const id = `USB${String(24000000 + n)}`;
      return {
        ...base,
        id,
        title: `USB 使用申請 ${applicant.userName}`,
        currency: '',
        header: {
          department: applicant.department,
          jobNumber: applicant.userNo,
          computerName: `NB-${factory}-${g.int(100, 999)}`,
          assetNo: `${g.int(500000, 599999)}-0`,
          deviceType: g.pick(['隨身碟', '外接硬碟', '手機傳輸']),
          usageStart: g.day(1),
          usageEnd: g.day(g.int(7, 30)),
          dataClass: g.pick(['一般', '內部', '機密']),
          reason: '客戶稽核資料現場交付。',
        },
      };
    }
    case 'repairOrder': {
      const id = `RO${String(24000000 + n)}`;
      const cost = g.money(3000, 180000);
      return {
        ...base,
        id,
        title: `${g.pick(ASSETS)} 維修`,
        amount: cost,
        header: {
          factory: `${factory} ${factoryName}`,
          equipmentNo: `EQ-${factory}-${g.int(1000, 9999)}`,
          equipmentName: g.pick(ASSETS),
          faultDescription: '主軸異音，成品毛邊超出規格，需更換軸承並校正。',
          repairVendor: g.pick(['日精機械服務', '昆山精工維修', '原廠 FANUC']),
          estimatedCost: cost,
          currency,
          requiredDate: g.day(g.int(3, 20)),
        },
      };
    }
    case 'accountPermissions': {
      const id = `AP${String(24000000 + n)}`;
      const system = g.pick(['SAP', 'BPM', 'SRM', 'QMS', 'MES']);
      return {
        ...base,
        id,
        title: `${system} 權限申請 ${applicant.userName}`,
        currency: '',
        header: accountPermissionFields(g, applicant, system),
      };
    }
    case 'SystemRequirement': {
      const id = `SR${String(24000000 + n)}`;
      return {
        ...base,
        id,
        title: g.pick(['MM 採購單列印格式調整', 'SD 出貨報表新增欄位', 'FI 付款批次自動化', 'PP 工單報工介面']),
        currency: '',
        header: systemRequirementFields(g, applicant),
      };
    }
  }
}

export function accountPermissionFields(g: Gen, applicant: PersonSeed, system: string): Row {
  return {
    jobNumber: applicant.userNo,
    department: applicant.department,
    position: g.pick(['工程師', '專員', '課長', '助理']),
    company: g.pick(COMPANIES),
    computerAccount: `u${applicant.userNo}`,
    publicAccount: g.pick(['-', 'sales-tw', 'pe-ks']),
    emailAccount: `u${applicant.userNo}@example.com`,
    externalEmail: g.pick(['Y', 'N']),
    workPurpose: '新任職務需要查詢採購與庫存資料。',
    initPassword: '（由資訊部另行通知）',
    specificUrl: 'https://sap.example.com/fiori',
    phoneRequirement: g.pick(['Y', 'N']),
    phoneFunction: g.pick(['行動簽核', '郵件', '-']),
    localPhone: `#${g.int(6000, 6999)}`,
    systemName: system,
    referencePermissions: `參照 ${g.pick(PEOPLE).userName} 之權限`,
    mainFunction: 'ME23N 查詢採購單、MMBE 查詢庫存',
    rolesFunctions: g.pick(['Z_MM_DISPLAY', 'Z_SD_SALES', 'Z_FI_AP_CLERK']),
    accessClass: g.pick(['internet', 'communication', 'system']),
    personInCharge: g.pick(PEOPLE).userName,
    virtualAccount: g.pick(['Y', 'N']),
    systemAccount: `${system.toLowerCase()}_${applicant.userNo}`,
  };
}

export function systemRequirementFields(g: Gen, applicant: PersonSeed): Row {
  return {
    functionDifference: g.pick(['new', 'modify', 'report']),
    systemType: g.pick(['SAP', 'nonSap', 'web']),
    sapModule: g.pick(['MM', 'SD', 'FI', 'PP']),
    applicant: applicant.userName,
    company: g.pick(COMPANIES),
    demandDate: g.day(g.int(10, 60)),
    applyDate: g.day(-g.int(1, 10)),
    effectConfirmer: g.pick(PEOPLE).userName,
    briefDescription: '採購單列印格式需增加供應商料號與交期欄位，並支援英文版輸出。',
    misReplyMethod: g.pick(['系統開發', '參數設定', '教育訓練']),
    misManager: '王建國',
    estimatedStart: g.day(g.int(5, 15)),
    estimatedEnd: g.day(g.int(20, 45)),
    closeDate: g.day(g.int(50, 70)),
    closeRemark: '上線後一週無異常即結案。',
    sapRequestId: `DEVK9${g.int(10000, 99999)}`,
  };
}

/** The variants the registry covers, each seeded in every sign status for user 10001. */
export const VARIANTS: Array<[SapFormType, string]> = [
  ['purchaseRequisition', ''],
  ['purchaseOrder', ''],
  ['fixedAssets', 'transfer'],
  ['fixedAssets', 'sell'],
  ['fixedAssets', 'scrap'],
  ['materialOrder', ''],
  ['feeApplication', 'FI0001'],
  ['feeApplication', 'FI0002'],
  ['feeApplication', 'FI0003'],
  ['feeApplication', 'FI0004'],
  ['feeApplication', 'FI0005'],
  ['businessOrder', ''],
  ['quotationOrder', ''],
  ['softwareApplication', ''],
  ['usbApplication', ''],
  ['repairOrder', ''],
  ['accountPermissions', ''],
  ['SystemRequirement', ''],
];

export interface StepSeed {
  role: SignRole;
  signerNo: string;
  state: 'done' | 'returned' | 'current' | 'waiting';
  daysAgo?: number;
  comment?: string;
}

/** Who approves in place of an approver who is the applicant: nobody approves their own form. */
const DEPUTY: Record<string, string> = { '10101': '10105', '10102': '10105', '10103': '10104', '10104': '10103' };

/** The next approver after the manager, by type: MIS for IT forms, finance for money, the plant otherwise. */
export function secondSigner(type: SapFormType, applicantNo = ''): { role: SignRole; signerNo: string } {
  const it =
    type === 'accountPermissions' ||
    type === 'SystemRequirement' ||
    type === 'softwareApplication' ||
    type === 'usbApplication';
  const money = type === 'feeApplication' || type === 'fixedAssets';
  const buying = type === 'purchaseOrder' || type === 'purchaseRequisition';
  const usual = it ? '10101' : money ? '10102' : buying ? '10104' : '10103';
  return {
    role: it ? 'misManager' : money ? 'auditor' : 'approver',
    signerNo: usual === applicantNo ? DEPUTY[usual] : usual,
  };
}

/** A sign flow in which 10001 (the supervisor) is at `status`. */
export function flowFor(
  type: SapFormType,
  applicantNo: string,
  status: SignStatus | 'waitingOthers',
  withNotify: boolean,
): StepSeed[] {
  const second = secondSigner(type, applicantNo);
  const steps: StepSeed[] = [{ role: 'applicant', signerNo: applicantNo, state: 'done', daysAgo: 3, comment: '' }];
  if (status === 'underApproval') {
    steps.push({ role: 'supervisor', signerNo: '10001', state: 'current' }, { ...second, state: 'waiting' });
  } else if (status === 'waitingOthers') {
    steps.push(
      { role: 'supervisor', signerNo: '10001', state: 'done', daysAgo: 1, comment: '同意。' },
      { ...second, state: 'current' },
    );
  } else if (status === 'approvedPass') {
    steps.push(
      { role: 'supervisor', signerNo: '10001', state: 'done', daysAgo: 2, comment: '同意，請依預算執行。' },
      { ...second, state: 'done', daysAgo: 1, comment: '核准。' },
    );
  } else {
    steps.push({
      role: 'supervisor',
      signerNo: '10001',
      state: 'returned',
      daysAgo: 1,
      comment: '金額與報價單不符，請補附比價資料後重新送簽。',
    });
  }
  if (withNotify)
    steps.push({
      role: 'notify',
      signerNo: applicantNo === '10001' ? '10105' : '10001',
      state: status === 'approvedPass' ? 'done' : 'waiting',
      daysAgo: 0,
    });
  return steps;
}
