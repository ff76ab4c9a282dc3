// The error in a page's place (apps/web/src/app/route-error.tsx), imported by name: the app's error
// boundary is in every first load.

// A page that threw while drawing: spec §8's 'Something went wrong!' (general.ts), then this.
export const pleaseTryAgain = 'Please try again.';

// A page whose code could not be downloaded (docs/decisions/1803): offline while moving between
// pages, or a deploy that replaced the page's files.
export const pageNotDownloaded = 'This page could not be downloaded';
export const pageOffline = 'You seem to be offline. The page will load by itself once you are back online.';
export const pageCheckConnection = 'Check your connection and try again.';
export const pageRetry = 'Retry';
export const pageRetrying = 'Retrying…';
export const newVersion = 'A new version of SpaceShare is available. Reload the page to continue.';
