import type { AreaModule } from '../../src/router/area';
import { lazyPage } from '../../src/router/lazyPage';
import { Development } from './pages/Development';

/** The development pages: the "under development" notice and two diagnostics pages for support. */
const development: AreaModule = {
  pages: {
    '/pages/development/development': Development,
    '/pages/development/test': lazyPage(() => import('./pages/Test'), 'Test'),
    '/pages/development/testLogin/testLogin': lazyPage(() => import('./pages/TestLogin'), 'TestLogin'),
  },
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default development;
