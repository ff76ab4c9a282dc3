import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserShowing, forgetBrowser, SHOWN_TAGS as TAGS } from '@/test/device-notifications';
import { stubApi } from '@/test/render';
import { closeDeviceNotifications, endDevicePush } from './push-device';
import { useMarkNotificationsRead } from './notifications';

// Closing this device's notifications when what they tell of is read here (decision 2433).

afterEach(forgetBrowser);

describe('closeDeviceNotifications', () => {
  it('closes the notifications under one tag, or all of them', async () => {
    const browser = browserShowing(TAGS);
    await closeDeviceNotifications('/message/c1');
    expect(browser.closed()).toEqual(['/message/c1']);
    await closeDeviceNotifications();
    expect(browser.closed()).toEqual(TAGS);
  });

  it('does nothing without permission or push, and never throws', async () => {
    const denied = browserShowing(TAGS, { permission: 'denied' });
    await closeDeviceNotifications();
    expect(denied.getNotifications).not.toHaveBeenCalled();
    const failing = browserShowing(TAGS, { failing: true });
    await expect(closeDeviceNotifications('/message/c1')).resolves.toBeUndefined();
    expect(failing.closed()).toEqual([]);
    forgetBrowser();
    await expect(closeDeviceNotifications()).resolves.toBeUndefined();
  });

  it("closes everything at sign-out, so the next person here does not read the last one's", async () => {
    const browser = browserShowing(TAGS);
    await endDevicePush();
    expect(browser.closed()).toEqual(TAGS);
  });

  it('closes them all when every notification is marked read, and none when some are', async () => {
    const browser = browserShowing(TAGS);
    stubApi(() => ({ body: { unread: 0 } }));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: new QueryClient() }, children);
    const { result } = renderHook(() => useMarkNotificationsRead(), { wrapper });
    result.current.mutate(['n1']);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(browser.closed()).toEqual([]);
    result.current.mutate(undefined);
    await waitFor(() => expect(browser.closed()).toEqual(TAGS));
  });
});
