import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

/**
 * A server-rendered host imports the package on the server: in Node, with no window and no document, importing the
 * loader, `esign-client/react` and `esign-client/element` throws nothing and does nothing (no global set). Run in
 * a child process, as the environment of these tests has a DOM. Against the build, as a host imports it.
 */
const run = promisify(execFile);
const SCRIPT = `
const loader = await import('./dist/loader.js');
const react = await import('./dist/react.js');
const element = await import('./dist/element.js');
console.log(JSON.stringify({
  mount: typeof loader.mount,
  widget: typeof react.EsignWidget,
  element: typeof element.EsignWidgetElement,
  window: typeof window,
  globals: Object.keys(globalThis).filter((k) => /esign/i.test(k)),
}));
`;

describe.skipIf(!existsSync('dist/react.js'))('import anywhere', () => {
  it('imports the loader, the React component and the custom element in Node without a page', async () => {
    const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      cwd: process.cwd(),
    });
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      mount: 'function',
      widget: 'object',
      element: 'function',
      window: 'undefined',
      globals: [],
    });
  });
});
