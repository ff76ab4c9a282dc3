// Placeholder page: replaced by the feature's real screen.
export default function ProfilePage() {
  return <div className="container page"><h1>ProfilePage</h1></div>;
}
