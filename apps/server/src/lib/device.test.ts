import { describe, expect, it } from 'vitest';
import { deviceName } from './device.js';

describe('deviceName', () => {
  it('names common browsers and systems', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36')).toBe('Chrome on Windows');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe('Firefox on Linux');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 EdgA/124 Edg/124')).toBe('Edge on Android');
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName('')).toBe('Unknown device');
    // Whoever signs in chooses the string, and it lands in a security email: no free text.
    expect(deviceName('<a href="http://evil.example/reset">SpaceShare Support</a> reset your password')).toBe('Unknown device');
    expect(deviceName('Call 0555 to keep your account')).toBe('Unknown device');
  });
});
