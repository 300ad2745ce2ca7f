import { HOME_PATH, MY_PATH } from '../router/paths';
import { go } from '../router/wouter';
import { useT } from '../ui/hooks';
import { Icon, type IconName } from '../ui/icons';
import * as layout from '../ui/layout.css';

const TABS: { path: string; labelKey: string; icon: IconName }[] = [
  { path: HOME_PATH, labelKey: 'tab.home', icon: 'home' },
  { path: MY_PATH, labelKey: 'tab.my', icon: 'user' },
];

/** SPEC 1 and 9: two tabs, 50px high, #7A7E83 unselected and #1d8dfc selected. */
export function TabBar({ current }: { current: string }) {
  const t = useT();
  return (
    <nav className={layout.tabBar} aria-label={t('app.name')}>
      {TABS.map((tab) => (
        <a
          key={tab.path}
          href={`#${tab.path}`}
          className={layout.tab}
          aria-current={tab.path === current ? 'page' : undefined}
          onClick={(e) => {
            e.preventDefault();
            go(tab.path);
          }}
        >
          <span className={layout.tabIcon}>
            <Icon name={tab.icon} />
          </span>
          <span className={layout.tabLabel}>{t(tab.labelKey)}</span>
        </a>
      ))}
    </nav>
  );
}
