import type { QmsType } from '../../src/api/qms';
import type { AreaModule } from '../../src/router/area';
import { lazyPage } from '../../src/router/lazyPage';
import { Login } from './pages/Login';

/** Quality abnormality management (QMS). Login in the area chunk; every other page is its own chunk. */
const processing = (type: QmsType) =>
  lazyPage(() => import('./pages/ProcessingInfo').then((m) => ({ Page: m.processingPage(type) })), 'Page');
const list = (name: 'index' | 'indexIdrPdr', types: QmsType[]) =>
  lazyPage(() => import('./pages/CaseList').then((m) => ({ Page: m.caseListPage(name, types) })), 'Page');
const files = lazyPage(
  () => import('../../src/viewers/FileReviewPage').then((m) => ({ Page: m.fileReviewPage('qms') })),
  'Page',
);

const qms: AreaModule = {
  pages: {
    '/pages/QMS/login/login': Login,
    '/pages/QMS/index/indexHome': lazyPage(() => import('./pages/IndexHome'), 'IndexHome'),
    '/pages/QMS/index/index': list('index', ['market', 'mqi', 'mqp']),
    '/pages/QMS/index/indexIdrPdr': list('indexIdrPdr', ['idr', 'pdr']),
    '/pages/QMS/processingInfo/processingInfoIdr': processing('idr'),
    '/pages/QMS/processingInfo/processingInfoPdr': processing('pdr'),
    '/pages/QMS/processingInfo/processingInfoMarket': processing('market'),
    '/pages/QMS/processingInfo/processingInfoMqi': processing('mqi'),
    '/pages/QMS/processingInfo/processingInfoMqp': processing('mqp'),
    '/pages/QMS/fileReview/showPDF': files,
    '/pages/QMS/fileReview/showExcel': files,
  },
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default qms;
