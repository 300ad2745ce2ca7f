import {
  type BusinessNature,
  type ReviewType,
  srmApi,
  type SupplierDetail,
  type SupplierSummary,
} from '../../../src/api/srm';
import { all, one, type Database } from '../core/db';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { containing, like, queryPage } from '../core/paging';
import type { ApiRouter } from '../core/types';
import { isSupplier } from './review-common';
import { type CaseRow, lightOf, summary } from './srm-cases';

/** The SRM supplier register: the seeded suppliers and the routes that list and open them, a supplier account seeing only its own. */

export interface SupplierSeed {
  code: string;
  name: string;
  nature: BusinessNature;
  address: string;
  contact: string;
  products: string;
  factories: string[];
  reviewType: ReviewType;
}

export const SUPPLIERS: SupplierSeed[] = [
  {
    code: 'S0001',
    name: '東莞精密五金有限公司',
    nature: 'manufacturer',
    address: '廣東省東莞市長安鎮振安中路 168 號',
    contact: '何振華',
    products: '端子、沖壓件、遮蔽殼',
    factories: ['2010', '2020', '2210'],
    reviewType: 'automobile',
  },
  {
    code: 'S0002',
    name: '昆山華科電子材料有限公司',
    nature: 'manufacturer',
    address: '江蘇省昆山市開發區前進東路 88 號',
    contact: '宋立群',
    products: '銅合金帶材、鍍層加工',
    factories: ['2310', '2330'],
    reviewType: 'general',
  },
  {
    code: 'S0003',
    name: 'Nihon Terminal Co., Ltd.',
    nature: 'agent',
    address: '2-14-7 Shibaura, Minato-ku, Tokyo',
    contact: 'Kenji Sato',
    products: 'Terminals, crimp tooling',
    factories: ['2050', '5010'],
    reviewType: 'automobile',
  },
  {
    code: 'S0004',
    name: '蘇州恒通塑膠製品有限公司',
    nature: 'manufacturer',
    address: '江蘇省蘇州市吳中區木瀆鎮金楓南路 1258 號',
    contact: '顧曉燕',
    products: 'PBT/LCP 塑膠外殼',
    factories: ['2350', '2360'],
    reviewType: 'general',
  },
  {
    code: 'S0005',
    name: 'Penang Plating Sdn. Bhd.',
    nature: 'overseasOffice',
    address: 'Bayan Lepas Industrial Park, Penang',
    contact: 'Lim Wei Ming',
    products: 'Gold and tin plating',
    factories: ['2610', '2620'],
    reviewType: 'automobile',
  },
  {
    code: 'S0006',
    name: '深圳市宏達貿易有限公司',
    nature: 'trade',
    address: '廣東省深圳市寶安區西鄉大道 302 號',
    contact: '鄧志遠',
    products: '包材、膠帶、標籤',
    factories: ['2110'],
    reviewType: 'general',
  },
  {
    code: 'S0007',
    name: '台灣精密模具股份有限公司',
    nature: 'affiliated',
    address: '新北市土城區中山路 25 號',
    contact: '林國榮',
    products: '連續沖壓模、射出模具',
    factories: ['251G', '2010'],
    reviewType: 'general',
  },
  {
    code: 'S0008',
    name: '上海辦事處（聯絡處）',
    nature: 'localOffice',
    address: '上海市閔行區虹橋路 1 號',
    contact: '周敏',
    products: '採購聯絡',
    factories: ['2020'],
    reviewType: 'general',
  },
  // Hostile text on purpose: the client must render it as text and wrap it.
  {
    code: 'S0009',
    name: `<img src=x onerror=alert(1)>測試供應商${'Ｗ'.repeat(60)}`,
    nature: 'other',
    address: '\u202Egnirts lanoitcerid',
    contact: 'QA',
    products: 'x'.repeat(400),
    factories: ['2620'],
    reviewType: 'general',
  },
];

function supplierSummary(db: Database, s: SupplierSeed): SupplierSummary {
  const latest = one<{ score: number | null }>(
    db,
    "SELECT score FROM srm_cases WHERE supplier_code = ? AND kind = 'eval' AND score IS NOT NULL ORDER BY created_at DESC LIMIT 1",
    [s.code],
  );
  const score = latest?.score ?? null;
  return { code: s.code, name: s.name, nature: s.nature, latestScore: score, light: lightOf(score) };
}

export function srmSupplierRoutes(api: ApiRouter): void {
  api.handle(srmApi.suppliers, (req, { db, user }) => {
    const keyword = String(req.keyword ?? '').trim();
    const where = isSupplier(user) ? 'code = ?' : `(? = '' OR ${like('code')} OR ${like('name')})`;
    const params = isSupplier(user) ? [user.supplierCode] : [keyword, containing(keyword), containing(keyword)];
    return queryPage<{ data: string }, SupplierSummary>(
      db,
      { select: 'data', fromWhere: `FROM srm_suppliers WHERE ${where}`, order: 'code', params },
      req,
      (row) => supplierSummary(db, JSON.parse(row.data) as SupplierSeed),
    );
  });

  api.handle(srmApi.supplier, (req, { db, user }) => {
    const code = String(req.code);
    if (isSupplier(user) && code !== user.supplierCode) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    const row = one<{ data: string }>(db, 'SELECT data FROM srm_suppliers WHERE code = ?', [code]);
    if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    const s = JSON.parse(row.data) as SupplierSeed;
    const cases = all<CaseRow>(
      db,
      'SELECT * FROM srm_cases WHERE supplier_code = ? ORDER BY created_at DESC LIMIT 30',
      [code],
    );
    const result: SupplierDetail = {
      ...supplierSummary(db, s),
      address: s.address,
      contact: s.contact,
      phone: `+86 769 8${code.slice(-4)} 6688`,
      products: s.products,
      factoryCodes: s.factories,
      reviewType: s.reviewType,
      cases: cases.map((r) => summary(db, r, user)),
    };
    return result;
  });
}
