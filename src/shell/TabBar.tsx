import { go } from '../router/wouter';
import { useT } from '../ui/hooks';
import { Icon } from '../ui/icons';
import * as layout from '../ui/layout.css';
import { TABS } from '../router/tabs';

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
