// Placeholder page: replaced by the feature's real screen.
export default function RegisterPage() {
  return <div className="container page"><h1>RegisterPage</h1></div>;
}
