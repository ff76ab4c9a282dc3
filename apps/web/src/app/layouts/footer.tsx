import { Link } from 'react-router';

// Placeholder: the full footer replaces this.
export function Footer() {
  return (
    <footer>
      <Link to="/privacy-policy">Privacy Policy</Link> <Link to="/terms-of-service">Terms of Service</Link>
    </footer>
  );
}
