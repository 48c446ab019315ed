import type { TestimonialInput } from '../entities/testimonial';

/** Testimonials of the home page; people and companies are fictional. */
export const SEED_TESTIMONIALS: TestimonialInput[] = [
  {
    name: 'Camille Roussel',
    company: {
      fr: 'Les Comptoirs Lumen, chaîne de boutiques',
      en: 'Les Comptoirs Lumen, retail chain',
    },
    role: {
      fr: 'Responsable marketing',
      en: 'Marketing Lead',
    },
    content: {
      fr: 'Avant, chaque boutique bricolait ses propres affiches. Aujourd’hui, une campagne part sur tous nos écrans le jour même, avec des visuels créés en quelques minutes et fidèles à notre charte.',
      en: 'Each store used to make its own posters. Now a campaign goes live on every screen the same day, with visuals created in minutes that stay true to our brand guidelines.',
    },
    rating: 5,
    order: 0,
    visible: true,
  },
  {
    name: 'Julien Marchetti',
    company: {
      fr: 'Hôtel Rive Claire',
      en: 'Hôtel Rive Claire',
    },
    role: {
      fr: 'Directeur',
      en: 'General Manager',
    },
    content: {
      fr: 'L’écran du hall se met à jour tout seul avec notre agenda : séminaires, brunch du dimanche, météo du jour. Mon équipe n’a plus à y penser, et nos clients le remarquent.',
      en: 'The lobby screen updates itself from our calendar: conferences, Sunday brunch, today’s weather. My team doesn’t have to think about it, and our guests notice.',
    },
    rating: 5,
    order: 1,
    visible: true,
  },
  {
    name: 'Sarah Benali',
    company: {
      fr: 'Contrepoint, agence événementielle',
      en: 'Contrepoint, events agency',
    },
    role: {
      fr: 'Directrice de production',
      en: 'Head of Production',
    },
    content: {
      fr: 'Sur un salon, nous pilotons une quarantaine d’écrans depuis un seul tableau de bord. Un changement de programme ? Il s’affiche partout en quelques secondes.',
      en: 'At a trade show we run around forty screens from a single dashboard. Schedule change? It’s on every screen within seconds.',
    },
    rating: 5,
    order: 2,
    visible: true,
  },
];
