import type { AreaModule } from '../../src/router/area';
import { BindAccount } from './pages/BindAccount';

/** Messaging-app account binding: one page, opened without a session. */
const auth: AreaModule = {
  pages: {
    '/pages/authentication/authenticationUserWX': BindAccount,
  },
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default auth;
