/** The parts of a record a signer sees, to say which changed when a decision met a newer version (409, 5101). */
export interface SignedView {
  header?: unknown;
  items?: unknown;
  tables?: unknown;
  amount?: unknown;
  currency?: unknown;
  files?: ReadonlyArray<{ name: string; size: number }>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Message keys of the parts that differ between what was shown and what the server has now. */
export function changedParts(before: SignedView, after: SignedView): string[] {
  const parts: string[] = [];
  if (!same(before.header, after.header)) parts.push('signing.part.header');
  if (!same(before.items, after.items) || !same(before.tables, after.tables)) parts.push('signing.part.lines');
  if (!same([before.amount, before.currency], [after.amount, after.currency])) parts.push('signing.part.amount');
  const files = (v: SignedView) => (v.files ?? []).map((f) => `${f.name}|${f.size}`).sort();
  if (!same(files(before), files(after))) parts.push('signing.part.files');
  return parts.length ? parts : ['signing.part.content'];
}
