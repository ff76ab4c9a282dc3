// Placeholder page: replaced by the feature's real screen.
export default function MessagesPage() {
  return <div className="container page"><h1>MessagesPage</h1></div>;
}
