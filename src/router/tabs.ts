import { HOME_PATH, MY_PATH } from './paths';
import type { IconName } from '../ui/iconPaths';

/** SPEC 1: the two tabs, for the tab bar (./TabBar.tsx) and for home painted before the framework. */
export const TABS: readonly { path: string; labelKey: string; icon: IconName }[] = [
  { path: HOME_PATH, labelKey: 'tab.home', icon: 'home' },
  { path: MY_PATH, labelKey: 'tab.my', icon: 'user' },
];
