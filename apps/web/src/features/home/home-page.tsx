// Placeholder page: replaced by the feature's real screen.
export default function HomePage() {
  return <div className="container page"><h1>HomePage</h1></div>;
}
