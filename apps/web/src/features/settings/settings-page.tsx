import { useState, type ReactNode } from 'react';
import { SESSION_TIMEOUT_OPTIONS, type Settings } from '@spaceshare/shared/settings';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { useToast } from '@/components/ui/toast';
import { usePageMeta } from '@/lib/page-meta';
import { TabList, TabPanel, type TabDef } from './components/tabs';
import { loadSettings, storeSettings } from './settings-storage';
import styles from './settings.module.css';

type TabId = 'notifications' | 'security' | 'delivery' | 'payment';
type BoolKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

const soon = (name: string) => (
  <>
    {name} <span className={styles.soon}>(Soon)</span>
  </>
);

const TABS: TabDef<TabId>[] = [
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
  { id: 'delivery', label: soon('Delivery') },
  { id: 'payment', label: soon('Payment') },
];

const NOTIFICATION_TOGGLES: { key: BoolKey; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'Important account updates by email.' },
  { key: 'pushNotifications', label: 'Push notifications', description: 'Alerts in your browser while SpaceShare is open.' },
  { key: 'smsNotifications', label: 'SMS notifications', description: 'Text messages for time-critical updates.' },
  { key: 'orderUpdates', label: 'Order updates', description: 'When an order is accepted, delivered or cancelled.' },
  { key: 'messageAlerts', label: 'Message alerts', description: 'When someone sends you a message.' },
  { key: 'marketingEmails', label: 'Marketing emails', description: 'Tips, new routes and occasional offers.' },
];

const SECURITY_TOGGLES: { key: BoolKey; label: string; description: string }[] = [
  { key: 'twoFactorAuth', label: 'Two-factor authentication', description: 'Ask for a one-time code when signing in on a new device.' },
  { key: 'loginAlerts', label: 'Login alerts', description: 'Tell me when my account signs in from a new browser.' },
];

export default function SettingsPage() {
  usePageMeta('Settings');
  const toast = useToast();
  const [tab, setTab] = useState<TabId>('notifications');
  const [settings, setSettings] = useState<Settings>(loadSettings);
  const editable = tab === 'notifications' || tab === 'security';

  const toggle = (key: BoolKey) => (on: boolean) => setSettings((s) => ({ ...s, [key]: on }));

  function save() {
    storeSettings(settings);
    // Settings are local to this browser; nothing is sent to the server (spec §7).
    console.info('Settings saved locally', settings);
    toast.success('Settings saved');
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Settings</h1>
          <p className={styles.subtitle}>Choose how SpaceShare keeps in touch and protects your account. Saved on this device.</p>
        </div>
        {editable && (
          <button type="button" className="btn btn-primary" onClick={save}>
            Save Changes
          </button>
        )}
      </header>

      <div className={`card ${styles.card}`}>
        <TabList<TabId> tabs={TABS} active={tab} onChange={setTab} label="Settings sections" idPrefix="settings" />

        <TabPanel id="notifications" idPrefix="settings" active={tab === 'notifications'}>
          <Group title="Notifications" lede="Pick the updates you want to receive.">
            {NOTIFICATION_TOGGLES.map((t) => (
              <li key={t.key}>
                <ToggleSwitch id={`setting-${t.key}`} checked={settings[t.key]} onChange={toggle(t.key)} label={t.label} description={t.description} className={styles.row} />
              </li>
            ))}
          </Group>
        </TabPanel>

        <TabPanel id="security" idPrefix="settings" active={tab === 'security'}>
          <Group title="Security" lede="Extra protection for your account.">
            {SECURITY_TOGGLES.map((t) => (
              <li key={t.key}>
                <ToggleSwitch id={`setting-${t.key}`} checked={settings[t.key]} onChange={toggle(t.key)} label={t.label} description={t.description} className={styles.row} />
              </li>
            ))}
          </Group>
          <div className={`field ${styles.timeout}`}>
            <label htmlFor="session-timeout">Session timeout</label>
            <select
              id="session-timeout"
              className="select"
              value={settings.sessionTimeout}
              onChange={(e) => setSettings((s) => ({ ...s, sessionTimeout: e.target.value as Settings['sessionTimeout'] }))}
              aria-describedby="session-timeout-hint"
            >
              {SESSION_TIMEOUT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <span id="session-timeout-hint" className="field-hint">
              Sign me out after this long without activity.
            </span>
          </div>
        </TabPanel>

        <TabPanel id="delivery" idPrefix="settings" active={tab === 'delivery'}>
          <ComingSoon title="Delivery preferences" text="Default pickup addresses, preferred handover points and packaging preferences are on the way." />
        </TabPanel>

        <TabPanel id="payment" idPrefix="settings" active={tab === 'payment'}>
          <ComingSoon title="Payment methods" text="Saved cards, payout accounts for couriers and invoices will live here." />
        </TabPanel>
      </div>
    </div>
  );
}

function Group({ title, lede, children }: { title: string; lede: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <p className={styles.groupLede}>{lede}</p>
      <ul className={styles.rows}>{children}</ul>
    </section>
  );
}

function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.soonPanel}>
      <span className={styles.soonIcon} aria-hidden="true">
        ⏳
      </span>
      <h2 className={styles.soonTitle}>Coming Soon</h2>
      <p className={styles.soonLead}>{title}</p>
      <p className={styles.soonText}>{text}</p>
    </div>
  );
}
