import type { Locale } from '@vitrine/contract/locales';
import { AboutHeroSection } from '../components/sections/about/about-hero-section';
import { AboutStatsSection } from '../components/sections/about/about-stats-section';
import { MissionSection } from '../components/sections/about/mission-section';
import { StorySection } from '../components/sections/about/story-section';
import { TeamSection } from '../components/sections/about/team-section';
import { ValuesSection } from '../components/sections/about/values-section';
import { VisionSection } from '../components/sections/about/vision-section';
import { aboutCopy } from '../i18n/about-copy';

/** The body of the About page: hero, figures, story, mission, values, team and vision. */
export function AboutPage({ locale }: { locale: Locale }) {
  const about = aboutCopy(locale);
  return (
    <>
      <AboutHeroSection copy={about.hero} />
      <AboutStatsSection copy={about.stats} />
      <StorySection copy={about.story} />
      <MissionSection copy={about.mission} />
      <ValuesSection copy={about.values} />
      <TeamSection copy={about.team} />
      <VisionSection copy={about.vision} />
    </>
  );
}
