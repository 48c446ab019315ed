import { VALUE_ICONS } from '@vitrine/contract/entities/field-options';
import { describe, expect, it } from 'vitest';
import { SITE_ICONS } from '../../icons/site-icons';
import { VALUE_DRAWINGS, VALUE_ICON_NAMES, valueIconName } from './value-icons';

describe('value icons', () => {
  it('draw the same icon in the console’s picker and on the pages', () => {
    for (const icon of VALUE_ICONS) {
      expect(SITE_ICONS[VALUE_ICON_NAMES[icon]], icon).toBe(VALUE_DRAWINGS[icon]);
    }
  });

  it('falls back to sparkles for an unknown name', () => {
    expect(valueIconName('pointer')).toBe('mouse-pointer-click');
    expect(valueIconName('unicorn')).toBe('sparkles');
  });
});
