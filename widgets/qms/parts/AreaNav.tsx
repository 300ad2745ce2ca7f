import { SectionNav } from '../../../src/review';
import { useT } from '../../../src/ui';

export const QMS_NAV = [
  ['home', '/pages/QMS/index/indexHome'],
  ['index', '/pages/QMS/index/index'],
  ['indexIdrPdr', '/pages/QMS/index/indexIdrPdr'],
  ['system', '/pages/SRM/selectSystem/selectSystem'],
] as const;

/** The QMS sections, one tap away from the home and every list. */
export function AreaNav({ current }: { current: string }) {
  const t = useT();
  const label = (key: string) =>
    key === 'home' ? t('qms.home.title') : key === 'system' ? t('qms.home.system') : t(`qms.list.${key}`);
  return (
    <SectionNav
      label={t('qms.title')}
      current={current}
      links={QMS_NAV.map(([key, href]) => [href, label(key)] as const)}
    />
  );
}
