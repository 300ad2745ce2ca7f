import { Link } from '../../../src/router';
import { useT } from '../../../src/ui';
import * as css from '../srm.css';

export const SRM_LINKS = [
  ['eval', '/pages/SRM/index/index'],
  ['nsr', '/pages/SRM/index/index-newSupplierReport'],
  ['pay', '/pages/SRM/index/index-pay'],
  ['todo', '/pages/SRM/todoList/todoList'],
  ['sample', '/pages/SRM/inSampleAll/inSampleAll'],
  ['finder', '/pages/SRM/findSupplier/processingInfo'],
  ['system', '/pages/SRM/selectSystem/selectSystem'],
] as const;

/** The SRM sections, one tap away from every list. */
export function AreaNav({ current }: { current: string }) {
  const t = useT();
  return (
    <nav className={css.areaNav} aria-label={t('srm.nav.label')}>
      {SRM_LINKS.map(([key, href]) => (
        <Link key={key} href={href} className={css.chip} aria-current={href === current ? 'page' : undefined}>
          {t(`srm.nav.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
