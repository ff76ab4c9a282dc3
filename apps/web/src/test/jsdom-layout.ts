// jsdom lays nothing out, so it has no scrolling: Element.scrollIntoView is missing. Components call it
// when they focus a field; here it does nothing, as scrolling an unlaid page would.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
