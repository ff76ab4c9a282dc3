// Placeholder page: replaced by the feature's real screen.
export default function AboutPage() {
  return <div className="container page"><h1>AboutPage</h1></div>;
}
