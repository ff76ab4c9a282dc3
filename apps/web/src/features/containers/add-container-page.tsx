// Placeholder page: replaced by the feature's real screen.
export default function AddContainerPage() {
  return <div className="container page"><h1>AddContainerPage</h1></div>;
}
