import { SAP_LIST_ROUTES, SAP_SIGNED_FORM_TYPES, type SapListKey } from '../../src/api/sap';
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
import { sapMessages } from './messages';

// The form renderers' own strings (src/forms) load with the area's dictionaries.
registerMessages(formsMessages);

const pages: Record<string, ComponentType<PageProps>> = {
  '/pages/SAP/index': Home,
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
// The PDS lists approve several forms at once; the application and receiving lists do not.
const SINGLE = new Set<SapListKey>(['accountPermissions', 'systemRequirement', 'receiving']);
for (const [list, path] of Object.entries(SAP_LIST_ROUTES) as Array<[SapListKey, string]>)
  pages[path] = listPage({ list, titleKey: `sap.list.${list}`, batch: !SINGLE.has(list) || undefined });

/**
 * The SAP approval workspace: lists, processing info of every form type (one screen driven by the registry),
 * applications, attachments and sign flows.
 */
const sap: AreaModule = {
  pages,
  messages: sapMessages,
};

export default sap;
