import { inboxApi } from '../../src/api/inbox';
import { mainApi } from '../../src/api/main';
import { requestEarly } from '../../src/http';

/**
 * Home's two reads (./pages/Home.tsx: the menu with its to-do counts, and the inbox's counts), started as soon as
 * the shell has arrived on a signed-in launch of home (loader/preload.ts), while home's page and dictionaries are
 * still on their way; Home's own requests take them over (requestEarly). Asked for exactly as Home asks.
 */
export function startHomeReads(): void {
  requestEarly(mainApi.menu);
  requestEarly(inboxApi.counts);
}
