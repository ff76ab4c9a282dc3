// Placeholder page: replaced by the feature's real screen.
export default function ConversationPage() {
  return <div className="container page"><h1>ConversationPage</h1></div>;
}
