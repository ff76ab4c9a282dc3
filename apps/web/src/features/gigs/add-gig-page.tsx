// Placeholder page: replaced by the feature's real screen.
export default function AddGigPage() {
  return <div className="container page"><h1>AddGigPage</h1></div>;
}
