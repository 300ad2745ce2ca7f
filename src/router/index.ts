export {
  ROUTES,
  findRoute,
  isTabPath,
  LOGIN_PATH,
  SRM_LOGIN_PATH,
  HOME_PATH,
  MY_PATH,
  type RouteDef,
  type Area,
} from './routes';
export {
  $route,
  navigateTo,
  redirectTo,
  switchTab,
  reLaunch,
  navigateBack,
  canGoBack,
  type NavResult,
} from './navigation';
export { buildUrl, parseHash, parseQuery } from './location';
export { go } from './wouter';
export { Link } from 'wouter';
export type { AreaModule, PageProps, AreaLoaders } from './area';
export { lazyPage } from './lazyPage';
