/**
 * Where the build puts every stylesheet (see the css-to-registry plugin in tsup.config.ts). Each widget root
 * (a shadow root, or the document when there is none) adopts every sheet, including ones that arrive later in
 * lazily loaded area chunks. Constructable stylesheets keep our CSS out of the host page and are allowed under
 * a strict Content-Security-Policy.
 */
type Root = Document | ShadowRoot;

const sheets: CSSStyleSheet[] = [];
const roots = new Set<Root>();

function makeSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

export function addStyles(css: string): void {
  const sheet = makeSheet(css);
  sheets.push(sheet);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Starts adopting every sheet into `root`; returns a function that stops it. */
export function adoptStyles(root: Root): () => void {
  roots.add(root);
  const own = new Set(sheets);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((s) => !own.has(s)), ...sheets];
  return () => {
    roots.delete(root);
    const ours = new Set(sheets);
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => !ours.has(s));
  };
}
