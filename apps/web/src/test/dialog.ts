/**
 * jsdom has <dialog> but not its methods: these open and close it as a browser does. Closing fires
 * 'close' at once, or with `lateClose` as Chromium does it, in a later task, which input can come
 * before: the events wait for `fireLateCloses()`.
 */
export function stubDialog({ lateClose = false } = {}) {
  const waiting: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    if (lateClose) waiting.push(this);
    else this.dispatchEvent(new Event('close'));
  };
  return {
    fireLateCloses: () => {
      for (const dialog of waiting.splice(0)) dialog.dispatchEvent(new Event('close'));
    },
  };
}
