/** A device label never exceeds this many characters (it is shown, not parsed). */
export const DEVICE_LABEL_MAX = 60;

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: typeof BROWSERS, agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/**
 * « Chrome on macOS »: the browser and the system a User-Agent names, read once at sign-in.
 * Anything else (a script, the SDK in Node) shows its first word; nothing at all, null.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  const agent = (userAgent ?? '').slice(0, 512).trim();
  if (!agent) return null;
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  const label = browser ?? system ?? agent.split(/\s/)[0] ?? agent;
  return label.replace(/[^\x20-\x7e]/g, '').slice(0, DEVICE_LABEL_MAX) || null;
}
