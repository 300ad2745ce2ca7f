import { cleanup, render, waitFor } from '@testing-library/preact';
import { login, logout } from '../../../src/session';
import { Watermark } from '../../../src/ui/Watermark';

/**
 * SPEC 6 and 9, on the rendered layer: the values are written here literally, not read from the code's constant,
 * so a changed tile size, angle or z-index fails.
 */
type Call = [string, ...unknown[]];

function fakeCanvas(ratio: number) {
  const calls: Call[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get:
      (_, name: string) =>
      (...args: unknown[]) =>
        void calls.push([name, ...args]),
    set: (_, name: string, value) => (calls.push([`set ${name}`, value]), true),
  });
  const canvases: HTMLCanvasElement[] = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
    const el = create(tag);
    if (tag === 'canvas') {
      Object.assign(el, { getContext: () => ctx, toDataURL: () => 'data:image/png;base64,AAAA' });
      canvases.push(el as HTMLCanvasElement);
    }
    return el;
  }) as typeof document.createElement);
  vi.stubGlobal('devicePixelRatio', ratio);
  return { calls, canvases };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  logout();
});

describe('the SRM watermark as rendered', () => {
  it('is a layer at z-index 1000 that never takes a click, tiled every 180 x 150 px', () => {
    fakeCanvas(1);
    login({ token: 'tok', userNo: 'S0001' });
    const { getByTestId } = render(<Watermark />);
    const layer = getByTestId('watermark');
    expect(layer.style.zIndex).toBe('1000');
    expect(layer.style.backgroundSize).toBe('180px 150px');
    expect(layer.style.backgroundImage).toContain('data:image/png;base64,AAAA');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.dataset.watermarkUser).toBe('S0001');
  });

  it('draws a 180 x 150 tile (twice that on a sharp screen) with the user number and a time, rotated 30 degrees', () => {
    const { calls, canvases } = fakeCanvas(2);
    login({ token: 'tok', userNo: 'S0001' });
    render(<Watermark />);
    expect(canvases).toHaveLength(1);
    expect([canvases[0].width, canvases[0].height]).toEqual([360, 300]);
    expect(calls).toContainEqual(['scale', 2, 2]);
    expect(calls).toContainEqual(['translate', 90, 75]);
    const rotate = calls.find((c) => c[0] === 'rotate')!;
    expect(rotate[1] as number).toBeCloseTo((-30 * Math.PI) / 180, 10);
    const texts = calls.filter((c) => c[0] === 'fillText').map((c) => c[1]);
    expect(texts[0]).toBe('S0001');
    expect(texts[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('caps the drawing ratio at 2 and redraws when another user signs in', async () => {
    const { canvases } = fakeCanvas(3);
    login({ token: 'tok', userNo: 'S0001' });
    const { getByTestId } = render(<Watermark />);
    expect(canvases[0].width).toBe(360);
    login({ token: 'tok2', userNo: 'S0002' });
    await waitFor(() => expect(getByTestId('watermark').dataset.watermarkUser).toBe('S0002'));
    expect(canvases).toHaveLength(2);
  });
});
