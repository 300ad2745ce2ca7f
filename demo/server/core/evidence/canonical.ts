import { createHash } from 'node:crypto';

/**
 * The canonical form that content and evidence digests are taken over (docs/api/signing.md, "Signing evidence"): JSON
 * with no white space, object keys sorted by UTF-16 code units, numbers and strings as JSON.stringify writes
 * them (the JSON Canonicalization Scheme, RFC 8785, for the values a record holds). Any server that writes the
 * same form gets the same digest.
 */
export type Canonical = string | number | boolean | null | readonly Canonical[] | { readonly [key: string]: Canonical };

export function canonicalJson(value: Canonical): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('canonical JSON has no NaN or Infinity');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const object = value as { readonly [key: string]: Canonical };
  const keys = Object.keys(object)
    .filter((k) => object[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(object[k])}`).join(',')}}`;
}

/** SHA-256 as 64 lowercase hex digits. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A file as the signer sees it listed: its name, size and the digest of its bytes. */
export interface SignedFile {
  name: string;
  size: number;
  sha256: string;
}

/**
 * What a signer sees of a record, in the canonical form's terms: the header, the lines, the amounts and the
 * files. The flow's state (who signs next) is not content: it changes as others sign.
 */
export interface SignedContent {
  area: string;
  type: string;
  /** A variant of the type (fee FI codes; transfer, sell or scrap of a fixed asset); '' when none. */
  subType: string;
  id: string;
  title: string;
  header: Record<string, string | number | null>;
  lines: Array<Record<string, string | number | null>>;
  /** Further tables of the record (e.g. recent purchase records), by name. */
  tables: Record<string, Array<Record<string, string | number | null>>>;
  amount: number | null;
  currency: string;
  files: SignedFile[];
}

/** The canonical object of some content: version 1 of the form, files in name then digest order. */
export function canonicalContent(content: SignedContent): Canonical {
  const files = [...content.files].sort((a, b) =>
    a.name === b.name ? (a.sha256 < b.sha256 ? -1 : 1) : a.name < b.name ? -1 : 1,
  );
  return {
    v: 1,
    area: content.area,
    type: content.type,
    subType: content.subType,
    id: content.id,
    title: content.title,
    header: content.header,
    lines: content.lines,
    tables: content.tables,
    amounts: { amount: content.amount, currency: content.currency },
    files: files.map((f) => ({ name: f.name, size: f.size, sha256: f.sha256 })),
  };
}

export function contentDigest(content: SignedContent): string {
  return sha256Hex(canonicalJson(canonicalContent(content)));
}
