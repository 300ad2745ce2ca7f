import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The device a decision came from, as the evidence records it: its user agent and network address. */
export interface Device {
  userAgent: string;
  clientAddress: string;
}

export function deviceOf(c: Context): Device {
  let clientAddress = '';
  try {
    clientAddress = getConnInfo(c).remote.address ?? '';
  } catch {
    // A request that did not come through the node server (tests calling app.fetch) has no socket.
  }
  return { userAgent: c.req.header('user-agent') ?? '', clientAddress };
}
