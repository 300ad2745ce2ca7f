import type { AreaModule } from '../../src/router/area';
import { lazyPage } from '../../src/router/lazyPage';
import { Login } from './pages/Login';

/**
 * The main app: login, the two tabs, settings, language, the transparent modals and notices. Login is in the
 * area chunk itself because it is the entry page; every other page is its own chunk, so the first screen
 * loads only what it shows.
 */
const app: AreaModule = {
  pages: {
    '/': Login,
    '/pages/login/login': Login,
    '/pages/index/index': lazyPage(() => import('./pages/Home'), 'Home'),
    '/pages/my/my': lazyPage(() => import('./pages/My'), 'My'),
    '/pages/setting/setting': lazyPage(() => import('./pages/Setting'), 'Setting'),
    '/pages/langSetting/langSetting': lazyPage(() => import('./pages/LangSetting'), 'LangSetting'),
    '/pages/modal/modal': lazyPage(() => import('./pages/ModalPage'), 'ModalPage'),
    '/pages/appUpdateModel/appUpdateModel': lazyPage(() => import('./pages/AppUpdate'), 'AppUpdate'),
    '/pages/notice/notice': lazyPage(() => import('./pages/Notice'), 'Notice'),
  },
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default app;
