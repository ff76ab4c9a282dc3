// Placeholder page: replaced by the feature's real screen.
export default function ContainersPage() {
  return <div className="container page"><h1>ContainersPage</h1></div>;
}
