import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Device, Signing } from './hook';

export type { Device };
import { signatureBytes } from './policy';

export function deviceOf(c: Context): Device {
  let clientAddress = '';
  try {
    clientAddress = getConnInfo(c).remote.address ?? '';
  } catch {
    // A request that did not come through the node server (tests calling app.fetch) has no socket.
  }
  return { userAgent: c.req.header('user-agent') ?? '', clientAddress };
}

/** What a decision request carries for signing (docs/api/signing.md, "Signing evidence"). */
export interface SigningFields {
  contentDigest?: string;
  signatureImage?: string;
  pin?: string;
}

/** The evidence a single decision brings: the device, the digest the signer saw, the drawing and the PIN. */
export function signingOf(req: SigningFields, c: Context, address: string): Signing {
  return {
    device: deviceOf(c),
    contentDigest: req.contentDigest,
    image: signatureBytes(req.signatureImage),
    pin: req.pin,
    address,
  };
}
