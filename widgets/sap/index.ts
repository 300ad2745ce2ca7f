import { SAP_SIGNED_FORM_TYPES } from '../../src/api/sap';
import { formsMessages } from '../../src/forms';
import { registerMessages } from '../../src/i18n';
import type { AreaModule, PageProps } from '../../src/router/area';
import type { ComponentType } from '../../src/framework';
import { applyEditPage, applyPreviewPage } from './pages/Apply';
import { FileAdd, FileList } from './pages/Files';
import { AddFlow, ProcessPreview } from './pages/Flow';
import { listPage } from './pages/FormList';
import { Home } from './pages/Home';
import { processingPage } from './pages/ProcessingInfo';

// The form renderers' own strings (src/forms) load with the area's dictionaries.
registerMessages(formsMessages);

const PDS = '/pages/SAP/PDSProcessing/PDSProcessing';
const pages: Record<string, ComponentType<PageProps>> = {
  '/pages/SAP/index': Home,
  [PDS]: listPage({ list: 'pds', titleKey: 'sap.list.pds', batch: true }),
  [`${PDS}BisOrder`]: listPage({ list: 'bisOrder', titleKey: 'sap.list.bisOrder', batch: true }),
  [`${PDS}FixedAssets`]: listPage({ list: 'fixedAssets', titleKey: 'sap.list.fixedAssets', batch: true }),
  [`${PDS}PucOrder`]: listPage({ list: 'pucOrder', titleKey: 'sap.list.pucOrder', batch: true }),
  [`${PDS}SysReq`]: listPage({ list: 'sysReq', titleKey: 'sap.list.sysReq', batch: true }),
  [`${PDS}Fee`]: listPage({ list: 'fee', titleKey: 'sap.list.fee', batch: true }),
  '/pages/SAP/accountPermissions/list': listPage({
    list: 'accountPermissions',
    titleKey: 'sap.list.accountPermissions',
  }),
  '/pages/SAP/SystemRequirement/list': listPage({ list: 'systemRequirement', titleKey: 'sap.list.systemRequirement' }),
  '/pages/SAP/receivingList/receivingList': listPage({ list: 'receiving', titleKey: 'sap.list.receiving' }),
  '/pages/SAP/accountPermissions/add': applyEditPage('accountPermissions'),
  '/pages/SAP/accountPermissions/preview': applyPreviewPage('accountPermissions'),
  '/pages/SAP/accountPermissions/processingInfo': processingPage('accountPermissions'),
  '/pages/SAP/SystemRequirement/add': applyEditPage('SystemRequirement'),
  '/pages/SAP/SystemRequirement/preview': applyPreviewPage('SystemRequirement'),
  '/pages/SAP/SystemRequirement/processingInfo': processingPage('SystemRequirement'),
  '/pages/SAP/processPreview/processPreview': ProcessPreview,
  '/pages/SAP/file/fileList': FileList,
  '/pages/SAP/file/fileAdd': FileAdd,
  '/pages/SAP/flow/addFlow': AddFlow,
};
for (const type of SAP_SIGNED_FORM_TYPES) pages[`/pages/SAP/processingInfo/${type}`] = processingPage(type);

/**
 * The SAP approval workspace: lists, processing info of every form type (one screen driven by the registry),
 * applications, attachments and sign flows.
 */
const sap: AreaModule = {
  pages,
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default sap;
