import { describe, expect, it } from 'vitest';
import { CHROME_WINDOWS } from '../../../test/track-events';
import { CACHED_UA_CHARS, DeviceParser, PARSED_UA_CHARS } from './visitor-traits';

describe('the user agent parser', () => {
  it('keeps the parsed part of agents only, within a bound of characters', () => {
    const parser = new DeviceParser();
    const padding = 'x'.repeat(15_000);
    for (let index = 0; index < 12_000; index += 1) {
      const traits = parser.traitsOf(`${CHROME_WINDOWS} ${index} ${padding}`);
      expect(traits.browser).toBe('Chrome');
    }
    expect(parser.cachedChars).toBeGreaterThan(0);
    expect(parser.cachedChars).toBeLessThanOrEqual(CACHED_UA_CHARS);
  });

  it('parses agents that differ past the parsed part as one', () => {
    const parser = new DeviceParser();
    const head = CHROME_WINDOWS.padEnd(PARSED_UA_CHARS, ' ');
    parser.traitsOf(`${head}a`);
    parser.traitsOf(`${head}b`);
    expect(parser.cachedChars).toBe(PARSED_UA_CHARS);
  });
});
