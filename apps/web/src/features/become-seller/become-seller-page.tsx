// Placeholder page: replaced by the feature's real screen.
export default function BecomeSellerPage() {
  return <div className="container page"><h1>BecomeSellerPage</h1></div>;
}
