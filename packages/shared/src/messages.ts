// Every user-facing string, read as `MESSAGES.name`. Each is its own export in message-texts.ts, so
// a bundle keeps only the strings its code reads: the web's public pages carry a few dozen, not all
// of them (issue 13).
export * as MESSAGES from './message-texts.js';
