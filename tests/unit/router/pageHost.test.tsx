import { act, render, screen } from '@testing-library/preact';
import { loadArea, PageHost } from '../../../src/router/PageHost';
import type { AreaLoaders } from '../../../src/router/area';
import { parseHash } from '../../../src/router/location';
import { Loading } from '../../../src/ui/States';

const page = (name: string) => () => <p>{name}</p>;

describe('page loading (SPEC 2)', () => {
  it('shows the loading view only after 200 ms', () => {
    vi.useFakeTimers();
    render(<Loading />);
    act(() => void vi.advanceTimersByTime(199));
    expect(screen.queryByTestId('loading')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId('loading')).toBeTruthy();
    vi.useRealTimers();
  });

  it('renders the page an area lists for the route', async () => {
    const loaders: AreaLoaders = {
      sap: async () => ({ default: { pages: { '/pages/SAP/index': page('sap home') } } }),
    };
    render(<PageHost loaders={loaders} location={parseHash('#/pages/SAP/index')} />);
    expect(await screen.findByText('sap home')).toBeTruthy();
  });

  it('an area already loaded (the shell starts the first page’s as it mounts) shows its page in the first render', async () => {
    const loaders: AreaLoaders = {
      srm: async () => ({ default: { pages: { '/pages/SRM/index/index': page('srm home') } } }),
    };
    await loadArea('srm', loaders);
    render(<PageHost loaders={loaders} location={parseHash('#/pages/SRM/index/index')} />);
    expect(screen.getByText('srm home')).toBeTruthy();
  });

  it('shows not-found for an unknown route, and for a route its area does not provide', async () => {
    const { unmount } = render(<PageHost loaders={{}} location={parseHash('#/pages/nowhere')} />);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    unmount();
    render(
      <PageHost
        loaders={{ qms: async () => ({ default: { pages: {} } }) }}
        location={parseHash('#/pages/QMS/index/index')}
      />,
    );
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows the failure view when the chunk fails, and retry loads it', async () => {
    let fail = true;
    const loaders: AreaLoaders = {
      gs001p: async () => {
        if (fail) throw new Error('chunk 404');
        return { default: { pages: { '/pages/GS001P/list': page('gs list') } } };
      },
    };
    render(<PageHost loaders={loaders} location={parseHash('#/pages/GS001P/list')} />);
    const retry = await screen.findByText('common.retry');
    fail = false;
    act(() => retry.click());
    expect(await screen.findByText('gs list')).toBeTruthy();
  });
});
