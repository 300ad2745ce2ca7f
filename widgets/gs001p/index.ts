import { createElement } from '../../src/framework';
import { formsMessages } from '../../src/forms';
import { registerMessages } from '../../src/i18n';
import type { AreaModule, PageProps } from '../../src/router/area';
import { lazyPage } from '../../src/router/lazyPage';
import { List } from './pages/List';

// The form renderers' own strings (src/forms) load with the area's dictionaries.
registerMessages(formsMessages);

const Detail = lazyPage(() => import('./pages/CaseView'), 'Detail');
const FileView = lazyPage(() => import('./parts/Files'), 'FileView');

/** The detail page; with `file` (a file's id) it shows that file of the case in the viewer. */
const DetailOrFile = (props: PageProps) => createElement(props.query.file ? FileView : Detail, props);

/** GS001P new-product development evaluation: list, edit, detail and processing info. */
const gs001p: AreaModule = {
  pages: {
    '/pages/GS001P/list': List,
    '/pages/GS001P/edit': lazyPage(() => import('./pages/Edit'), 'Edit'),
    '/pages/GS001P/detail': DetailOrFile,
    '/pages/GS001P/processingInfo': lazyPage(() => import('./pages/CaseView'), 'ProcessingInfo'),
  },
  messages: {
    en: () => import('./i18n/en'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    ja: () => import('./i18n/ja'),
  },
};

export default gs001p;
