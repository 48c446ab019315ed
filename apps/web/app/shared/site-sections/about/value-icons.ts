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

/** The drawing of each icon a company value may choose (`VALUE_ICONS`). */
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

/** A value's drawing; Sparkles for a name no drawing answers to. */
export const valueDrawing = (icon: string): LucideIcon =>
  VALUE_DRAWINGS[icon as ValueIcon] ?? Sparkles;
