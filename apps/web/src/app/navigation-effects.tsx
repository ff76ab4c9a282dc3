import { Component } from 'react';
import { useLocation, type Location } from 'react-router';
import { reloadForNewBuild } from '@/lib/app-build';
import { focusNewPage, leavingPage, type LeavingPage } from '@/lib/route-focus';
import { rememberScroll, restoreScroll, startScrollRestoration } from '@/lib/scroll-restoration';

type Props = { location: Location };
type Snapshot = { scrollY: number; leaving: LeavingPage } | null;

/**
 * What the data router did around each navigation, for declarative routes (docs/decisions/1304):
 * scroll restoration and focus on the new page's heading (1302). A class for
 * `getSnapshotBeforeUpdate`: it reads the old page (its scroll position, focus and h1) in the same
 * commit that replaces it, just before the DOM changes, however long the new page's code took.
 */
class NavigationEffectsOnLocation extends Component<Props> {
  private stopRestoring: (() => void) | undefined;

  override componentDidMount() {
    this.stopRestoring = startScrollRestoration(() => this.props.location);
    restoreScroll(this.props.location);
  }

  override componentWillUnmount() {
    this.stopRestoring?.();
  }

  override getSnapshotBeforeUpdate(previous: Props): Snapshot {
    if (previous.location.key === this.props.location.key) return null;
    return { scrollY: window.scrollY, leaving: leavingPage() };
  }

  override componentDidUpdate(previous: Props, _state: unknown, snapshot: Snapshot) {
    if (!snapshot) return;
    // A deploy happened since this tab loaded: the new page comes from the server (decision 2510).
    if (previous.location.pathname !== this.props.location.pathname && reloadForNewBuild()) return;
    rememberScroll(previous.location.key, snapshot.scrollY);
    restoreScroll(this.props.location);
    // Not when only the query string changed (Explore filters and paging, /admin?tab=).
    if (previous.location.pathname !== this.props.location.pathname) focusNewPage(snapshot.leaving);
  }

  override render() {
    return null;
  }
}

export function NavigationEffects() {
  return <NavigationEffectsOnLocation location={useLocation()} />;
}
