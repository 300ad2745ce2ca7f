import type { AreaModule } from '../../src/router/area';
import { Applications } from './pages/Applications';
import { Delegation } from './pages/Delegation';
import { Inbox } from './pages/Inbox';
import { Received } from './pages/Received';

/**
 * The inbox: everything waiting for me across SAP, SRM, QMS and GS001P (approve and next, batch approval of SAP
 * forms), my applications with reminders, delegation to a substitute, and what others copied to me. It links to the areas by route only.
 */
const inbox: AreaModule = {
  pages: {
    '/pages/inbox/inbox': Inbox,
    '/pages/inbox/applications': Applications,
    '/pages/inbox/delegation': Delegation,
    '/pages/inbox/received': Received,
  },
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default inbox;
