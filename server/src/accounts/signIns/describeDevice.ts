// A user agent as people name their device, and what counts as the same device. The parsing is
// bowser's: user agents change with every browser release, and a list of them is not ours to keep.
import Bowser from 'bowser';

export interface DeviceDescription {
  /** "Chrome 131 on Android 14", "Safari 17 on iOS 17.5 (iPhone)"; null when nothing was said. */
  device: string | null;
  /**
   * Browser, system, kind and model without their versions ("chrome|android|mobile|"): a browser
   * or system update is the same device, another browser or phone model is a new one.
   */
  deviceKey: string;
}

/** What the key of a sign-in without a user agent is: all such sign-ins are one "device". */
const UNKNOWN_KEY = 'unknown';
/** Longest device name kept: a made-up user agent is not a place to store a page of text. */
const MAX_DEVICE_LENGTH = 100;

/** The device a user agent describes (see DeviceDescription). */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent?.trim();
  if (!ua) return { device: null, deviceKey: UNKNOWN_KEY };
  const parser = Bowser.getParser(ua);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const platform = parser.getPlatform();
  if (!browser.name && !os.name) {
    // A script or a tool ("curl/8.5.0"): its own words are the best name there is.
    const name = ua.slice(0, MAX_DEVICE_LENGTH);
    return { device: name, deviceKey: `other|${name.split('/')[0]!.toLowerCase()}` };
  }
  const browserPart = [browser.name, majorOf(browser.version)].filter(Boolean).join(' ');
  // Windows says "NT 10.0" where people say "10".
  const osVersion = os.name === 'Windows' ? os.versionName : os.version;
  const osPart = [os.name, osVersion].filter(Boolean).join(' ');
  let device = [browserPart, osPart].filter(Boolean).join(' on ');
  if (platform.model) device += ` (${platform.model})`;
  const deviceKey = [browser.name, os.name, platform.type, platform.model]
    .map((part) => (part ?? '').toLowerCase())
    .join('|');
  return { device: device.slice(0, MAX_DEVICE_LENGTH), deviceKey };
}

/** "131" of "131.0.6778.135": people know their browser by its major version. */
function majorOf(version: string | undefined): string {
  return version?.split('.')[0] ?? '';
}
