// Web Push (decision 2330)
export const pushEndpointInvalid = 'The push endpoint must be an https:// address of a push service';
export const pushEndpointNotPublic = "The push endpoint's host must be on the public internet, not on a private network";
export const pushEndpointTooLong = 'The push endpoint must be at most 1024 characters';
export const pushKeyInvalid = 'keys.p256dh must be a P-256 public key: 65 bytes, base64url';
export const pushAuthInvalid = 'keys.auth must be a 16-byte secret, base64url';
export const pushSubscriptionNotFound = 'This device is not subscribed';
export const pushUnsubscribed = 'Notifications are off on this device';
export const pushSubscribed = 'Notifications are on for this device';
