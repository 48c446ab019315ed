import type { ValueIcon } from '@vitrine/contract/entities/field-options';
import {
  Accessibility,
  Award,
  Heart,
  Leaf,
  Lightbulb,
  MousePointerClick,
  Rocket,
  Shield,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SiteIconName } from '../../icons/site-icons';

/** The drawing of each icon a company value may choose (`VALUE_ICONS`), for the console's picker. */
export const VALUE_DRAWINGS: Record<ValueIcon, LucideIcon> = {
  lightbulb: Lightbulb,
  pointer: MousePointerClick,
  award: Award,
  accessibility: Accessibility,
  sparkles: Sparkles,
  shield: Shield,
  heart: Heart,
  users: Users,
  rocket: Rocket,
  leaf: Leaf,
};

/** The same drawings as icons of the sprite, for the pages (`value-icons.test.ts` pairs them). */
export const VALUE_ICON_NAMES: Record<ValueIcon, SiteIconName> = {
  lightbulb: 'lightbulb',
  pointer: 'mouse-pointer-click',
  award: 'award',
  accessibility: 'accessibility',
  sparkles: 'sparkles',
  shield: 'shield',
  heart: 'heart',
  users: 'users',
  rocket: 'rocket',
  leaf: 'leaf',
};

/** A value's icon; sparkles for a name no drawing answers to. */
export const valueIconName = (icon: string): SiteIconName =>
  VALUE_ICON_NAMES[icon as ValueIcon] ?? 'sparkles';
