// Placeholder page: replaced by the feature's real screen.
export default function TermsOfServicePage() {
  return <div className="container page"><h1>TermsOfServicePage</h1></div>;
}
