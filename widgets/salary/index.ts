import type { AreaModule } from '../../src/router/area';
import { SalaryLogin } from './pages/SalaryLogin';
import { lazyPage } from '../../src/router/lazyPage';

/** The salary area: the second-password login and the pay slip. */
const salary: AreaModule = {
  pages: {
    '/pages/salary/login': SalaryLogin,
    '/pages/salary/index': lazyPage(() => import('./pages/SalaryIndex'), 'SalaryIndex'),
  },
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default salary;
