/** The three social profiles linked from the footer and listed in the Organization data. */
export const SOCIAL_LINKS = [
  { id: 'linkedin', url: 'https://www.linkedin.com/company/vitrine-signage' },
  { id: 'youtube', url: 'https://www.youtube.com/@vitrine-signage' },
  { id: 'instagram', url: 'https://www.instagram.com/vitrine.signage' },
] as const;

export type SocialLinkId = (typeof SOCIAL_LINKS)[number]['id'];
