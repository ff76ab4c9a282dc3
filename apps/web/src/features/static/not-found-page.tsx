// Placeholder page: replaced by the feature's real screen.
export default function NotFoundPage() {
  return <div className="container page"><h1>NotFoundPage</h1></div>;
}
