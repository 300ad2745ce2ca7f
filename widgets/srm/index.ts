import type { AreaModule } from '../../src/router/area';
import { lazyPage } from '../../src/router/lazyPage';
import { caseListPage } from './pages/CaseList';
import { Login } from './pages/Login';

/**
 * Supplier management (SRM). The login is in the area chunk (it is an entry page); the lists share one page
 * component; processing info, the finder and the file pages are their own chunks.
 */
const processing = () => import('./pages/ProcessingInfo');
const files = lazyPage(
  () => import('../../src/viewers/FileReviewPage').then((m) => ({ Page: m.fileReviewPage('srm') })),
  'Page',
);

const srm: AreaModule = {
  pages: {
    '/pages/SRM/login/login': Login,
    '/pages/SRM/selectSystem/selectSystem': lazyPage(() => import('./pages/SelectSystem'), 'SelectSystem'),
    '/pages/SRM/index/index': caseListPage('eval'),
    '/pages/SRM/index/index-newSupplierReport': caseListPage('nsr'),
    '/pages/SRM/index/index-pay': caseListPage('pay'),
    '/pages/SRM/todoList/todoList': caseListPage('todo'),
    '/pages/SRM/inSampleAll/inSampleAll': caseListPage('sample'),
    '/pages/SRM/processingInfo/processingInfo': lazyPage(
      () => processing().then((m) => ({ Page: m.processingPage('eval') })),
      'Page',
    ),
    '/pages/SRM/processingInfo/processingInfoNsr': lazyPage(
      () => processing().then((m) => ({ Page: m.processingPage('nsr') })),
      'Page',
    ),
    '/pages/SRM/processingInfo/processingInfoPay': lazyPage(
      () => processing().then((m) => ({ Page: m.processingPage('pay') })),
      'Page',
    ),
    '/pages/SRM/findSupplier/processingInfo': lazyPage(() => import('./pages/FindSupplier'), 'FindSupplier'),
    '/pages/SRM/fileReview/showPDF': files,
    '/pages/SRM/fileReview/showExcel': files,
  },
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default srm;
