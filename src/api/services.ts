import type { ServiceName } from './define';

/**
 * Base paths of the configured services (SPEC section 7), relative to the API base address (the stored
 * Api_Url_Key, or the default API host). Pages never write a service address themselves.
 */
export const PRODUCT = 'esign';

export const SERVICE_PATHS: Record<ServiceName, string> = {
  main: '/api',
  bpm: '/gateway/bpm',
  srm: `/gateway/${PRODUCT}-srm`,
  qmsBpm: '/qms-gateway/bpm',
  qms: '/qms-gateway/qmsv2-web',
  bid: '/bid-api',
};

/**
 * The enterprise messaging login redirect is an address, not a JSON service. The mobile list page is the
 * home route (HOME_PATH, /pages/index/index), opened through the router like every page.
 */
export const WXWORK_REDIRECT_PATH = '/demo/wxwork/authorize';
