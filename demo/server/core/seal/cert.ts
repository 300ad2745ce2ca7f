import { createHash, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * The demo server's sealing certificate: a self-signed RSA-2048 certificate made the first time a record is
 * sealed after the server starts, and kept for the process's life (docs/api/signing.md, "The sealing certificate").
 * A deployment seals with its own certificate from a trusted authority instead.
 */
export interface SealingIdentity {
  /** The certificate, DER. */
  der: Uint8Array;
  privateKeyPem: string;
  cert: forge.pki.Certificate;
}

export const SEAL_SUBJECT = 'E-Sign Workspace Demo Seal';
const VALID_YEARS = 10;

let identity: SealingIdentity | undefined;

export function sealingIdentity(now = Date.now()): SealingIdentity {
  identity ??= makeIdentity(now);
  return identity;
}

function makeIdentity(now: number): SealingIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial: the first byte below 0x80.
  cert.serialNumber = `01${createHash('sha256').update(String(now)).digest('hex').slice(0, 30)}`;
  cert.validity.notBefore = new Date(now - 24 * 3600_000);
  cert.validity.notAfter = new Date(now + VALID_YEARS * 365 * 24 * 3600_000);
  const name = [
    { name: 'commonName', value: SEAL_SUBJECT },
    { name: 'organizationName', value: 'E-Sign Workspace (demo)' },
    { name: 'countryName', value: 'CN' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return { der: Uint8Array.from(Buffer.from(der, 'binary')), privateKeyPem, cert };
}
