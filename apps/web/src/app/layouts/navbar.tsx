import { Link } from 'react-router';

// Placeholder: the full navigation bar of spec §2 replaces this.
export function Navbar() {
  return (
    <header>
      <nav aria-label="Main">
        <Link to="/">SpaceShare</Link>
      </nav>
    </header>
  );
}
