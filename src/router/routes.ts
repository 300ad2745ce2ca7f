/**
 * Every route of ROUTES.md, as data. These paths are public deep links (the messaging app's menu, the portal
 * and notification links point at them): never rename one. Each route names the area whose lazy chunk
 * renders it; the area's own `pages` map decides the component.
 */
export type Area = 'app' | 'sap' | 'srm' | 'qms' | 'gs001p' | 'salary' | 'auth' | 'development' | 'inbox';

export interface RouteDef {
  path: string;
  area: Area;
  /** Tab index: only switchTab opens a tab page. */
  tab?: 0 | 1;
  /** Pull-to-refresh enabled. */
  ptr?: boolean;
  /** Transparent page that fades in over the current one. */
  overlay?: boolean;
  /** Opens without a session (login pages and the like). */
  public?: boolean;
}

const r = (area: Area, paths: string[], extra: Omit<RouteDef, 'path' | 'area'> = {}): RouteDef[] =>
  paths.map((path) => ({ path, area, ...extra }));

import { SAP_APPLY_FORM_TYPES, SAP_LIST_ROUTES, SAP_SIGNED_FORM_TYPES } from '../api/sap-forms';
import { HOME_PATH, LOGIN_PATH, MY_PATH, SRM_LOGIN_PATH } from './paths';

export { HOME_PATH, LOGIN_PATH, MY_PATH, SRM_LOGIN_PATH };

export const ROUTES: RouteDef[] = [
  ...r('app', ['/', LOGIN_PATH], { public: true }),
  { path: HOME_PATH, area: 'app', tab: 0 },
  { path: MY_PATH, area: 'app', tab: 1 },
  ...r('app', ['/pages/modal/modal', '/pages/appUpdateModel/appUpdateModel'], { overlay: true, public: true }),
  ...r('app', ['/pages/setting/setting', '/pages/notice/notice']),
  ...r('app', ['/pages/langSetting/langSetting'], { public: true }),

  // The inbox: everything waiting for me across areas, my applications, delegation (not in ROUTES.md's list of
  // the original pages; new paths, none of the old ones changed).
  ...r('inbox', ['/pages/inbox/inbox', '/pages/inbox/applications'], { ptr: true }),
  ...r('inbox', ['/pages/inbox/delegation']),
  // What others copied to me (CC), beside the inbox.
  ...r('inbox', ['/pages/inbox/received'], { ptr: true }),

  ...r('sap', ['/pages/SAP/index']),
  // Every SAP list pulls to refresh but the fee list.
  ...Object.entries(SAP_LIST_ROUTES).map(([list, path]) => ({
    path,
    area: 'sap' as const,
    ...(list === 'fee' ? {} : { ptr: true }),
  })),
  ...r(
    'sap',
    SAP_APPLY_FORM_TYPES.flatMap((type) =>
      ['add', 'preview', 'processingInfo'].map((page) => `/pages/SAP/${type}/${page}`),
    ),
  ),
  ...r(
    'sap',
    SAP_SIGNED_FORM_TYPES.map((type) => `/pages/SAP/processingInfo/${type}`),
  ),
  ...r('sap', [
    '/pages/SAP/processPreview/processPreview',
    '/pages/SAP/file/fileList',
    '/pages/SAP/file/fileAdd',
    '/pages/SAP/flow/addFlow',
  ]),

  // Diagnostics must open for a user who cannot sign in: that is when support needs them.
  ...r(
    'development',
    ['/pages/development/development', '/pages/development/test', '/pages/development/testLogin/testLogin'],
    { public: true },
  ),

  ...r('srm', [SRM_LOGIN_PATH], { public: true }),
  ...r('srm', ['/pages/SRM/index/index'], { ptr: true }),
  ...r('srm', [
    '/pages/SRM/index/index-newSupplierReport',
    '/pages/SRM/index/index-pay',
    '/pages/SRM/processingInfo/processingInfo',
    '/pages/SRM/processingInfo/processingInfoNsr',
    '/pages/SRM/processingInfo/processingInfoPay',
    '/pages/SRM/todoList/todoList',
    '/pages/SRM/inSampleAll/inSampleAll',
    '/pages/SRM/fileReview/showPDF',
    '/pages/SRM/fileReview/showExcel',
    '/pages/SRM/findSupplier/processingInfo',
    '/pages/SRM/selectSystem/selectSystem',
  ]),

  ...r('qms', ['/pages/QMS/login/login'], { public: true }),
  ...r('qms', [
    '/pages/QMS/index/indexHome',
    '/pages/QMS/index/index',
    '/pages/QMS/index/indexIdrPdr',
    ...['Idr', 'Pdr', 'Market', 'Mqi', 'Mqp'].map((s) => `/pages/QMS/processingInfo/processingInfo${s}`),
    '/pages/QMS/fileReview/showExcel',
    '/pages/QMS/fileReview/showPDF',
  ]),

  // The binding page is how a messaging-app user without a bound account gets a session at all.
  ...r('auth', ['/pages/authentication/authenticationUserWX'], { public: true }),

  ...r('gs001p', ['/pages/GS001P/list'], { ptr: true }),
  ...r('gs001p', ['/pages/GS001P/edit', '/pages/GS001P/detail', '/pages/GS001P/processingInfo']),

  ...r('salary', ['/pages/salary/login', '/pages/salary/index']),
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

export const isTabPath = (path: string) => findRoute(path)?.tab !== undefined;
