import type { EsignLocale, EsignScheme, EsignService, MountOptions } from './types';

const SERVICES: EsignService[] = ['main', 'bpm', 'srm', 'qms', 'qmsBpm', 'bid'];

/**
 * The options of an auto-mounted element, from its data attributes (docs/EMBEDDING.md lists them):
 * `data-api-base`, `data-service-<name>` (`data-service-qms-bpm` for qmsBpm), `data-messaging-login-url`,
 * `data-asset-base`, `data-locale`, `data-theme-primary`, `data-theme-radius`, `data-theme-scheme`,
 * `data-route`, `data-routing`, `data-owns-title`, `data-demo`.
 */
export function optionsFromData(data: DOMStringMap): MountOptions {
  const services: MountOptions['services'] = {};
  for (const name of SERVICES) {
    // dataset turns data-service-qms-bpm into serviceQmsBpm.
    const value = data[`service${name[0].toUpperCase()}${name.slice(1)}`];
    if (value) services[name] = value;
  }
  const radius = data.themeRadius;
  return {
    apiBase: data.apiBase,
    services,
    messagingLoginUrl: data.messagingLoginUrl,
    assetBase: data.assetBase,
    locale: data.locale as EsignLocale | undefined,
    theme: {
      primary: data.themePrimary,
      radius: radius && /^\d+(\.\d+)?$/.test(radius) ? Number(radius) : radius,
      scheme: data.themeScheme as EsignScheme | undefined,
    },
    route: data.route,
    routing: data.routing === 'memory' ? 'memory' : undefined,
    ownsTitle: 'ownsTitle' in data,
    demo: 'demo' in data,
  };
}
