import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gigQueryKey } from '@/features/listings/gigs/api/get-gig';
import { stubApi } from '@/test/render';
import { NavigationEffects } from './navigation-effects';
import { RouteErrorBoundary } from './route-error';
import { routes } from './router';

// The gig page's code never arrives: what happens before it does is what is tested.
vi.mock('@/features/listings/gigs/gig-page', () => new Promise(() => {}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function GoButtons() {
  const navigate = useNavigate();
  return (
    <p>
      <button type="button" onClick={() => navigate('/item')}>
        item
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate('/list?page=2')}>
        page 2
      </button>
    </p>
  );
}

const Page = ({ title, children }: { title: string; children?: ReactNode }) => (
  <main>
    <h1>{title}</h1>
    <GoButtons />
    {children}
  </main>
);

function Throws(): ReactNode {
  throw new Error('broken page');
}

function renderRoutes(path: string, pages: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationEffects />
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <Routes>{pages}</Routes>
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

describe('scroll restoration and focus after a navigation', () => {
  let scrollY = 0;
  const scrollTo = vi.fn((_x: number, y: number) => (scrollY = y));
  beforeEach(() => {
    scrollY = 0;
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  });

  it('starts a new page at the top with its h1 focused, and back returns where the list was left', async () => {
    const { user } = renderRoutes(
      '/list',
      <>
        <Route path="/list" element={<Page key="list" title="List" />} />
        <Route path="/item" element={<Page key="item" title="Item" />} />
      </>,
    );
    expect(document.activeElement).toBe(document.body);
    scrollY = 1200;
    await user.click(screen.getByRole('button', { name: 'item' }));
    expect(await screen.findByRole('heading', { name: 'Item' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Item' })));

    scrollY = 300;
    await user.click(screen.getByRole('button', { name: 'back' }));
    await screen.findByRole('heading', { name: 'List' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'List' })));

    // A new entry for the same path (Explore's paging): the top again, the focus stays.
    scrollY = 900;
    const pageTwo = screen.getByRole('button', { name: 'page 2' });
    pageTwo.focus();
    await user.click(pageTwo);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(pageTwo);
  });
});

describe('scroll on a page load', () => {
  const loadAs = (type: NavigationTimingType) => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    // What the page before it left under the first entry's key ('default'), as on pagehide.
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 700 }));
    renderRoutes('/item', <Route path="/item" element={<Page title="Item" />} />);
    return scrollTo;
  };

  it('opens a link at the top, though an earlier page of this tab left a place under the same key', () => {
    expect(loadAs('navigate')).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to the saved place on a reload and on back/forward', () => {
    expect(loadAs('reload')).toHaveBeenLastCalledWith(0, 700);
    cleanup();
    expect(loadAs('back_forward')).toHaveBeenLastCalledWith(0, 700);
  });
});

describe('routes', () => {
  it('show the error page for a page that throws, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('scrollTo', vi.fn());
    const { user } = renderRoutes(
      '/item',
      <>
        <Route path="/item" element={<Throws />} />
        <Route path="/" element={<Page title="Home" />} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong!' })).toBeNull();
  });

  const gigRoute = () => routes[0]!.children!.find((route) => route.path === '/gig/:id')!.element;
  const gigRoutes = () => <Route path="/gig/:id" element={gigRoute()} />;

  it("start a gig's data while the page's code is still loading", async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const fetchMock = stubApi(() => ({ status: 404, body: { message: 'Gig not found' } }));
    renderRoutes('/gig/abc', gigRoutes());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/gigs/single/abc', expect.anything()));
  });

  it('ask nothing for data already in the cache (sent with the HTML)', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const fetchMock = stubApi(() => ({ status: 404, body: { message: 'Gig not found' } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(gigQueryKey('abc'), { _id: 'abc' });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/gig/abc']}>
          <Suspense fallback={null}>
            <Routes>{gigRoutes()}</Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
