import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS, parseSettings } from './settings.js';

describe('settings', () => {
  it('repairs stored settings field by field', () => {
    expect(parseSettings(null)).toEqual(SETTINGS_DEFAULTS);
    expect(parseSettings({ smsNotifications: true, loginAlerts: 'yes', sessionTimeout: '45' })).toEqual({
      ...SETTINGS_DEFAULTS,
      smsNotifications: true,
    });
    expect(parseSettings({ sessionTimeout: '0' }).sessionTimeout).toBe('0');
  });
});
