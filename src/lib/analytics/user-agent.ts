import { UAParser } from 'ua-parser-js';

export type DeviceFields = {
  user_agent: string;
  platform: string;
  device_type: 'mobile' | 'desktop';
  browser: string;
  browser_version: string;
  os: string;
  os_version: string;
};

/**
 * The device fields every analytics payload carries (SPEC.md section 3), parsed from the
 * user-agent string. Phones and tablets count as 'mobile'; everything else as 'desktop'.
 */
export function describeUserAgent(userAgent: string, platform = ''): DeviceFields {
  const parsed = new UAParser(userAgent).getResult();
  const deviceType = parsed.device.type === 'mobile' || parsed.device.type === 'tablet' ? 'mobile' : 'desktop';
  return {
    user_agent: userAgent,
    platform,
    device_type: deviceType,
    browser: parsed.browser.name ?? '',
    browser_version: parsed.browser.version ?? '',
    os: parsed.os.name ?? '',
    os_version: parsed.os.version ?? '',
  };
}
