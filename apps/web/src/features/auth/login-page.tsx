// Placeholder page: replaced by the feature's real screen.
export default function LoginPage() {
  return <div className="container page"><h1>LoginPage</h1></div>;
}
