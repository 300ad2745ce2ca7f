import { createHash, createSign } from 'node:crypto';
import forge from 'node-forge';
import { PDFArray, PDFHexString, PDFName, PDFNumber, PDFString, type PDFDocument, type PDFPage } from 'pdf-lib';
import { sealingIdentity } from './cert';

/**
 * PAdES B-B signing (ETSI EN 319 142-1): a detached CMS signature over the whole file except the signature's own
 * hex string, with the signed attributes content type, message digest and signing certificate v2.
 */

/** Bytes reserved for the CMS signature; the demo's is about 2 kB. */
const SIGNATURE_BYTES = 8192;
/** Ten characters: wide enough for any offset of a sealed PDF, so the file keeps its length when it is filled. */
const RANGE_PLACEHOLDER = '**********';

const { asn1 } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const bin = (bytes: Uint8Array) => Buffer.from(bytes).toString('binary');
const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const oid = (id: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Uint8Array) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bin(bytes));
const int = (bytes: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, bytes);
const nul = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const algorithm = (id: string, params = true) => seq(params ? [oid(id), nul()] : [oid(id)]);
const attribute = (id: string, value: forge.asn1.Asn1) => seq([oid(id), set([value])]);
const der = (node: forge.asn1.Asn1) => Uint8Array.from(Buffer.from(asn1.toDer(node).getBytes(), 'binary'));

/** The detached CMS SignedData over `digest` (SHA-256 of the signed byte ranges). */
export function cmsSignature(digest: Uint8Array): Uint8Array {
  const { der: certDer, privateKeyPem, cert } = sealingIdentity();
  const certHash = createHash('sha256').update(certDer).digest();
  const issuerSerial = seq([
    forge.pki.distinguishedNameToAsn1(cert.issuer),
    int(forge.util.hexToBytes(cert.serialNumber)),
  ]);
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(digest)),
    // ESSCertIDv2 with the default hash algorithm (SHA-256) left out, as DER requires.
    attribute(OID.signingCertificateV2, seq([seq([seq([octets(certHash)])])])),
  ];
  // The signature covers the attributes as a SET; in the SignerInfo they are [0] IMPLICIT.
  const signature = createSign('sha256')
    .update(der(set(attributes)))
    .sign(privateKeyPem);
  const signerInfo = seq([
    int(String.fromCharCode(1)),
    issuerSerial,
    algorithm(OID.sha256),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attributes),
    algorithm(OID.rsaEncryption),
    octets(signature),
  ]);
  const signedData = seq([
    int(String.fromCharCode(1)),
    set([algorithm(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.fromDer(bin(certDer))]),
    set([signerInfo]),
  ]);
  return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
}

/** Adds the signature field and its dictionary to the first page, with room for the signature. */
function addPlaceholder(doc: PDFDocument, page: PDFPage, when: Date): void {
  const { context } = doc;
  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(RANGE_PLACEHOLDER));
  const signature = context.register(
    context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: 'ETSI.CAdES.detached',
      ByteRange: byteRange,
      Contents: PDFHexString.of('0'.repeat(SIGNATURE_BYTES * 2)),
      Reason: PDFString.of('Sealed record of signing evidence'),
      M: PDFString.fromDate(when),
    }),
  );
  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [0, 0, 0, 0],
      V: signature,
      T: PDFString.of('Seal'),
      F: 4,
      P: page.ref,
    }),
  );
  page.node.set(PDFName.of('Annots'), context.obj([widget]));
  doc.catalog.set(PDFName.of('AcroForm'), context.obj({ SigFlags: 3, Fields: [widget] }));
}

/** Saves the document and signs it: fills the byte range, then the CMS signature into the reserved hex string. */
export async function signPdf(doc: PDFDocument, page: PDFPage, when: Date): Promise<Uint8Array> {
  addPlaceholder(doc, page, when);
  const pdf = Buffer.from(await doc.save({ useObjectStreams: false }));
  const rangeText = `/ByteRange [ 0 /${RANGE_PLACEHOLDER} /${RANGE_PLACEHOLDER} /${RANGE_PLACEHOLDER} ]`;
  const rangeAt = pdf.indexOf(rangeText, 0, 'latin1');
  const contentsAt = pdf.indexOf(`/Contents <${'0'.repeat(16)}`, 0, 'latin1');
  if (rangeAt < 0 || contentsAt < 0) throw new Error('the signature placeholder was not written');
  const start = contentsAt + '/Contents '.length;
  const end = start + SIGNATURE_BYTES * 2 + 2;
  const filled = `/ByteRange [0 ${start} ${end} ${pdf.length - end}]`.padEnd(rangeText.length, ' ');
  pdf.write(filled, rangeAt, 'latin1');
  const digest = createHash('sha256').update(pdf.subarray(0, start)).update(pdf.subarray(end)).digest();
  const cms = Buffer.from(cmsSignature(digest)).toString('hex');
  if (cms.length > SIGNATURE_BYTES * 2) throw new Error('the CMS signature is larger than its room');
  pdf.write(cms, start + 1, 'latin1');
  return new Uint8Array(pdf);
}
