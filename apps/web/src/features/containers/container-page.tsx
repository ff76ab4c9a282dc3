// Placeholder page: replaced by the feature's real screen.
export default function ContainerPage() {
  return <div className="container page"><h1>ContainerPage</h1></div>;
}
