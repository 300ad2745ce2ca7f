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

/** The enterprise messaging login redirect and the mobile list page are addresses, not JSON services. */
export const WXWORK_REDIRECT_PATH = '/demo/wxwork/authorize';
export const MOBILE_LIST_PATH = '/#/pages/index/index';
