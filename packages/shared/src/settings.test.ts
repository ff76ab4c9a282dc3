import { describe, expect, it } from 'vitest';
import { SESSION_TIMEOUT_OPTIONS, SETTINGS_DEFAULTS, parseSettings } from './settings.js';

describe('settings', () => {
  it('has the spec defaults', () => {
    expect(SETTINGS_DEFAULTS).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      orderUpdates: true,
      messageAlerts: true,
      marketingEmails: false,
      twoFactorAuth: false,
      loginAlerts: true,
      sessionTimeout: '30',
    });
    expect(SESSION_TIMEOUT_OPTIONS.map((option) => option.value)).toEqual(['15', '30', '60', '120', '0']);
    expect(SESSION_TIMEOUT_OPTIONS.at(-1)?.label).toBe('Never');
  });

  it('repairs stored settings field by field', () => {
    expect(parseSettings(null)).toEqual(SETTINGS_DEFAULTS);
    expect(parseSettings({ smsNotifications: true, loginAlerts: 'yes', sessionTimeout: '45' })).toEqual({
      ...SETTINGS_DEFAULTS,
      smsNotifications: true,
    });
    expect(parseSettings({ sessionTimeout: '0' }).sessionTimeout).toBe('0');
  });
});
