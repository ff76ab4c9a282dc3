// Placeholder page: replaced by the feature's real screen.
export default function OrdersPage() {
  return <div className="container page"><h1>OrdersPage</h1></div>;
}
