// Placeholder page: replaced by the feature's real screen.
export default function SettingsPage() {
  return <div className="container page"><h1>SettingsPage</h1></div>;
}
