import { fillPath, type Endpoint, type ReqOf, type ResOf } from '../api/define';
import { $session } from '../session';
import { serviceUrl } from './config';
import { dropLaunchRead, LAUNCH_SLOT, slot, usableBy } from './launchRead';
import { clean, settle } from './request';
import { parsed } from './success';

/**
 * This read's payload where the launch read (./launchRead.ts) has already arrived with a good answer for it, for
 * a session that may use it (usableBy): a record page that starts from it shows the record in its
 * first render, not a loading frame and then a render. Taken once; a failed answer is left to request(), which
 * reports it. A module of its own, so that only record pages carry it, never the login page's files.
 */
export function launchPayload<E extends Endpoint<unknown, unknown>>(ep: E, req?: ReqOf<E>): ResOf<E> | undefined {
  const { url, rest } = fillPath(ep.path, req as object | undefined);
  const read = slot[LAUNCH_SLOT];
  const res = read?.result;
  if (ep.method !== 'GET' || Object.keys(clean(rest)).length || !res) return;
  if (read.url !== serviceUrl(ep.service, url) || !usableBy(read, $session.get().access_token)) return;
  try {
    const payload = settle<ResOf<E>>(res.status, parsed(res.body), res.headers);
    dropLaunchRead();
    return payload;
  } catch {
    return undefined;
  }
}
