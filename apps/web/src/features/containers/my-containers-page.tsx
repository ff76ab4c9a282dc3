// Placeholder page: replaced by the feature's real screen.
export default function MyContainersPage() {
  return <div className="container page"><h1>MyContainersPage</h1></div>;
}
