// Placeholder page: replaced by the feature's real screen.
export default function GigPage() {
  return <div className="container page"><h1>GigPage</h1></div>;
}
