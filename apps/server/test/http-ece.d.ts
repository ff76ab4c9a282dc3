// http_ece (web-push's own encryption) ships no types; the tests decrypt with it as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
  };
  export default ece;
}
