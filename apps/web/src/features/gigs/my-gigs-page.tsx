// Placeholder page: replaced by the feature's real screen.
export default function MyGigsPage() {
  return <div className="container page"><h1>MyGigsPage</h1></div>;
}
