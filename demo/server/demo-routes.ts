import type { Context, Hono } from 'hono';
import { WXWORK_REDIRECT_PATH } from '../../src/api/services';
import type { DemoState } from './state';
import { reminderOutbox } from './areas/inbox-reminders';
import { demoOutbox } from './areas/auth';
import { flowOutbox } from './core/flow/engine';
import { setAppVersion } from './areas/main';
import type { FaultSpec } from './core/faults';
import { findUser } from './core/users';
import { plantHostile } from './hostile';
import { tamperEntry } from './core/evidence/chain';

/**
 * Demo-only endpoints (docs/api/server.md, "Demo only"): open the client as a user, reset data, inject faults, move
 * the clock. They are plain JSON, not enveloped, and never part of the product contract.
 */

const HOME_ROUTE = '/pages/index/index';
/** The messaging app's stand-in always identifies the approving manager. */
const WXWORK_USER = '10001';

type Via = 'authorization' | 'wxwork' | 'srm';

/** Only hash routes: a launch link must never redirect to another site. */
function routeOf(value: string | undefined): string | undefined {
  if (!value) return HOME_ROUTE;
  return value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

function launchLocation(state: DemoState, userNo: string, via: Via, route: string, base = '/'): string {
  const user = findUser(state.db(), userNo)!;
  const token = state.tokens.issue(user.userNo).access;
  if (via === 'wxwork') {
    const query = new URLSearchParams({ wxworkredirect_uri: route, token, userNo: user.userNo, phone: user.phone });
    return `${base}?${query}`;
  }
  const path = via === 'srm' ? '/srm/' : base;
  return `${path}?Authorization=${encodeURIComponent(token)}#${route}`;
}

async function jsonBody<T>(c: Context): Promise<T> {
  return (await c.req.json().catch(() => ({}))) as T;
}

export function demoRoutes(app: Hono, state: DemoState): void {
  app.get('/demo/launch', (c) => {
    const { userNo = '', via = 'authorization', to } = c.req.query();
    const route = routeOf(to);
    if (!findUser(state.db(), userNo)) return c.text(`Unknown demo user ${userNo}`, 404);
    if (!route) return c.text('`to` must be a route starting with /', 400);
    if (via !== 'authorization' && via !== 'wxwork' && via !== 'srm')
      return c.text('via: authorization, wxwork or srm', 400);
    return c.redirect(launchLocation(state, userNo, via, route), 302);
  });

  app.get(WXWORK_REDIRECT_PATH, (c) => {
    const { redirect_uri: redirectUri, base = '/', origin } = c.req.query();
    const route = routeOf(redirectUri);
    if (!route) return c.text('redirect_uri must be a route starting with /', 400);
    // Back to this server's own pages, or to a host page on an allowed origin (never anywhere else).
    const own = !origin || origin === new URL(c.req.url).origin;
    if (own && base !== '/' && base !== '/srm/') return c.text("base: '/' or '/srm/'", 400);
    if (!own && (!state.allowedOrigins.includes(origin) || !/^\/[\w\-./]*$/.test(base)))
      return c.text('origin is not allowed', 400);
    return c.redirect((own ? '' : origin) + launchLocation(state, WXWORK_USER, 'wxwork', route, base), 302);
  });

  app.get('/demo/token', (c) => {
    const user = findUser(state.db(), c.req.query('userNo') ?? '');
    if (!user) return c.json({ error: 'unknown userNo' }, 404);
    return c.json({ token: state.tokens.issue(user.userNo).access });
  });

  app.get('/demo/seed', (c) => c.json(state.areas.flatMap((area) => area.seedIndex?.(state.db()) ?? [])));

  // The messages the account binding "sent" (verification codes), newest first.
  // ?kind=reminder: the reminders the inbox "sent" through the messaging app instead.
  app.get('/demo/outbox', (c) => {
    const kind = c.req.query('kind');
    // ?kind=flow: the sign flow's notices (transfer, send back, add before, CC, @mention).
    if (kind === 'flow') return c.json(flowOutbox(state.db()));
    return c.json(kind === 'reminder' ? reminderOutbox(state.db()) : demoOutbox(state.db()));
  });

  app.post('/demo/reset', async (c) => {
    await state.reset();
    return c.json({ ok: true });
  });

  app.post('/demo/fault', async (c) => {
    try {
      state.faults.add(await jsonBody<FaultSpec>(c));
    } catch (error) {
      return c.json({ error: (error as Error).message }, 400);
    }
    return c.json({ ok: true });
  });
  app.delete('/demo/fault', (c) => {
    state.faults.clear();
    return c.json({ ok: true });
  });

  // Hostile strings into one record per area (tests/hostile): answers what was written where, for reading back.
  app.post('/demo/hostile', async (c) => {
    const { strings } = await jsonBody<{ strings?: unknown }>(c);
    if (!Array.isArray(strings) || !strings.length || !strings.every((s) => typeof s === 'string')) {
      return c.json({ error: 'strings: a non-empty array of strings' }, 400);
    }
    return c.json(plantHostile(state.db(), strings as string[]));
  });

  const clockInfo = () => ({ now: state.clock.now(), offsetMs: state.clock.offsetMs });
  app.get('/demo/clock', (c) => c.json(clockInfo()));
  app.post('/demo/clock', async (c) => {
    const { offsetMs } = await jsonBody<{ offsetMs?: number }>(c);
    try {
      state.clock.advance(Number(offsetMs));
    } catch (error) {
      return c.json({ error: (error as Error).message }, 400);
    }
    // Time rules (e.g. the GS001P auto close) apply at once, as they would have while time passed.
    state.tick();
    return c.json(clockInfo());
  });

  app.post('/demo/version', async (c) => {
    const { version, versionCode } = await jsonBody<{ version?: string; versionCode?: number }>(c);
    if (typeof version !== 'string' || !Number.isInteger(versionCode)) {
      return c.json({ error: 'version (string) and versionCode (integer) are required' }, 400);
    }
    setAppVersion(state.db(), version, versionCode as number);
    return c.json({ version, versionCode });
  });

  // Alters one stored evidence entry behind the chain's back (its signer name), so a test can show the break.
  app.post('/demo/tamper', async (c) => {
    const { area, id, seq = 1, signerName = 'Mallory' } = await jsonBody<Record<string, unknown>>(c);
    if (
      typeof area !== 'string' ||
      typeof id !== 'string' ||
      !Number.isInteger(seq) ||
      typeof signerName !== 'string'
    ) {
      return c.json({ error: 'area and id (strings), seq (integer, default 1), signerName (string)' }, 400);
    }
    if (!tamperEntry(state.db(), area, id, seq as number, signerName)) return c.json({ error: 'no such entry' }, 404);
    return c.json({ ok: true });
  });
}
