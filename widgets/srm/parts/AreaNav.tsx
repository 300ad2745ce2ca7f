import { SectionNav } from '../../../src/review';
import { useT } from '../../../src/ui';

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
    <SectionNav
      label={t('srm.nav.label')}
      current={current}
      links={SRM_LINKS.map(([key, href]) => [href, t(`srm.nav.${key}`)] as const)}
    />
  );
}
