// Placeholder page: replaced by the feature's real screen.
export default function PrivacyPolicyPage() {
  return <div className="container page"><h1>PrivacyPolicyPage</h1></div>;
}
