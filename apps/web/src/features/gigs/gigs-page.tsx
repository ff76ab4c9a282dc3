// Placeholder page: replaced by the feature's real screen.
export default function GigsPage() {
  return <div className="container page"><h1>GigsPage</h1></div>;
}
