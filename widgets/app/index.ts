import type { ComponentType } from '../../src/framework';
import type { AreaModule, PageProps } from '../../src/router/area';
import { lazyPage } from '../../src/router/lazyPage';
import { pagesMessages } from './messages';
import { Login } from './pages/Login';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K) =>
  lazyPage(load, name, pagesMessages);

/**
 * The main app: login, the two tabs, settings, language, the transparent modals and notices. Login is in the
 * area chunk itself because it is the entry page (its strings are core ones); every other page is its own
 * chunk with the area's dictionaries, so the first screen loads only what it shows.
 */
const app: AreaModule = {
  pages: {
    '/': Login,
    '/pages/login/login': Login,
    '/pages/index/index': page(() => import('./pages/Home'), 'Home'),
    '/pages/my/my': page(() => import('./pages/My'), 'My'),
    '/pages/setting/setting': page(() => import('./pages/Setting'), 'Setting'),
    '/pages/langSetting/langSetting': page(() => import('./pages/LangSetting'), 'LangSetting'),
    '/pages/modal/modal': page(() => import('./pages/ModalPage'), 'ModalPage'),
    '/pages/appUpdateModel/appUpdateModel': page(() => import('./pages/AppUpdate'), 'AppUpdate'),
    '/pages/notice/notice': page(() => import('./pages/Notice'), 'Notice'),
  },
};

export default app;
