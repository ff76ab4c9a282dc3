import { z } from 'zod';

// Settings (spec §3) live in the browser and, since issue 11, on the account too; the schema repairs
// whatever storage holds.

export const SESSION_TIMEOUT_OPTIONS = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: '0', label: 'Never' },
] as const;

export type SessionTimeout = (typeof SESSION_TIMEOUT_OPTIONS)[number]['value'];

const SESSION_TIMEOUTS = SESSION_TIMEOUT_OPTIONS.map((option) => option.value) as [SessionTimeout, ...SessionTimeout[]];

export const SETTINGS_DEFAULTS = {
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
  orderUpdates: true,
  messageAlerts: true,
  marketingEmails: false,
  twoFactorAuth: false,
  loginAlerts: true,
  sessionTimeout: '30',
} as const satisfies Record<string, boolean | SessionTimeout>;

const flag = (fallback: boolean) => z.boolean().catch(fallback);

/** Any stored value parses: a missing or corrupt setting falls back to its default. */
export const settingsSchema = z.object({
  emailNotifications: flag(SETTINGS_DEFAULTS.emailNotifications),
  pushNotifications: flag(SETTINGS_DEFAULTS.pushNotifications),
  smsNotifications: flag(SETTINGS_DEFAULTS.smsNotifications),
  orderUpdates: flag(SETTINGS_DEFAULTS.orderUpdates),
  messageAlerts: flag(SETTINGS_DEFAULTS.messageAlerts),
  marketingEmails: flag(SETTINGS_DEFAULTS.marketingEmails),
  twoFactorAuth: flag(SETTINGS_DEFAULTS.twoFactorAuth),
  loginAlerts: flag(SETTINGS_DEFAULTS.loginAlerts),
  sessionTimeout: z.enum(SESSION_TIMEOUTS).catch(SETTINGS_DEFAULTS.sessionTimeout),
});

export type Settings = z.infer<typeof settingsSchema>;

export function parseSettings(stored: unknown): Settings {
  return settingsSchema.parse(typeof stored === 'object' && stored !== null ? stored : {});
}

/** GET and PUT /users/me/settings answer every switch. */
export const settingsResponseSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  orderUpdates: z.boolean(),
  messageAlerts: z.boolean(),
  marketingEmails: z.boolean(),
  twoFactorAuth: z.boolean(),
  loginAlerts: z.boolean(),
  sessionTimeout: z.enum(SESSION_TIMEOUTS),
});

/** PUT /users/me/settings: any of the switches, each checked strictly (the stored copy is repaired on read). */
export const settingsUpdateSchema = settingsResponseSchema.partial().strict();
