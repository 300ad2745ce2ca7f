import { drawWatermarkTile } from '../../../src/ui/watermarkTile';

/** A canvas whose 2D context records what is drawn. */
function fakeDocument(opts: { context?: boolean; toDataURL?: (type?: string) => string } = {}) {
  const calls: unknown[][] = [];
  const props: Record<string, unknown> = {};
  const ctx = new Proxy(props, {
    get:
      (_, name: string) =>
      (...args: unknown[]) =>
        void calls.push([name, ...args]),
    set: (_, name: string, value) => {
      props[name] = value;
      return true;
    },
  });
  const canvas = {
    width: 0,
    height: 0,
    getContext: vi.fn((kind: string) => (opts.context === false || kind !== '2d' ? null : ctx)),
    toDataURL: vi.fn(opts.toDataURL ?? ((type?: string) => `data:${type};base64,AAAA`)),
  };
  const doc = { createElement: () => canvas } as unknown as Document;
  return { doc, canvas, calls, props };
}

afterEach(() => vi.unstubAllGlobals());

describe('SRM watermark tile (SPEC 9: 180x150, rotated 30 degrees)', () => {
  it('draws each line centred on the tile, 20 px apart, as a PNG', () => {
    vi.stubGlobal('devicePixelRatio', 1);
    const { doc, canvas, calls, props } = fakeDocument();
    expect(drawWatermarkTile(['E1001', '2026-11-23 14:50', 'third'], doc)).toBe('data:image/png;base64,AAAA');
    expect(canvas.getContext).toHaveBeenCalledWith('2d');
    expect([canvas.width, canvas.height]).toEqual([180, 150]);
    expect(calls).toContainEqual(['translate', 90, 75]);
    expect(calls).toContainEqual(['rotate', (-30 * Math.PI) / 180]);
    expect(calls.filter((c) => c[0] === 'fillText')).toEqual([
      ['fillText', 'E1001', 0, -20],
      ['fillText', '2026-11-23 14:50', 0, 0],
      ['fillText', 'third', 0, 20],
    ]);
    expect(props).toMatchObject({ textAlign: 'center', textBaseline: 'middle' });
    expect(props.font).toMatch(/^\d+px /);
    // Faint: translucent grey.
    const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(String(props.fillStyle))?.[1]);
    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(0.3);
  });
  it('two lines sit 10 px above and below the centre; high-density screens draw at up to twice the size', () => {
    vi.stubGlobal('devicePixelRatio', 3);
    const { doc, canvas, calls } = fakeDocument();
    drawWatermarkTile(['E1001', '14:50'], doc);
    expect([canvas.width, canvas.height]).toEqual([360, 300]);
    expect(calls).toContainEqual(['scale', 2, 2]);
    expect(calls.filter((c) => c[0] === 'fillText').map((c) => c[3])).toEqual([-10, 10]);
  });
  it('is empty, without throwing, where there is no 2D canvas or the canvas cannot be read', () => {
    expect(drawWatermarkTile(['E1001'], fakeDocument({ context: false }).doc)).toBe('');
    const noContext = { createElement: () => ({ width: 0, height: 0 }) } as unknown as Document;
    expect(drawWatermarkTile(['E1001'], noContext)).toBe('');
    const tainted = fakeDocument({
      toDataURL: () => {
        throw new Error('SecurityError');
      },
    });
    expect(drawWatermarkTile(['E1001'], tainted.doc)).toBe('');
  });
});
