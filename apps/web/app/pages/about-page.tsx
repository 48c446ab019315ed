import type { Locale } from '@vitrine/contract/locales';
import { AboutHeroSection } from '../components/sections/about/about-hero-section';
import { AboutStatsSection } from '../shared/site-sections/about/about-stats-section';
import { MissionSection } from '../components/sections/about/mission-section';
import { StorySection } from '../components/sections/about/story-section';
import { TeamSection } from '../shared/site-sections/about/team-section';
import { ValuesSection } from '../shared/site-sections/about/values-section';
import { VisionSection } from '../components/sections/about/vision-section';
import type { AboutCopy } from '../content/fr/about';
import type { AboutContent } from '../shared/site-content/record-views';

export interface AboutPageProps {
  locale: Locale;
  copy: AboutCopy;
  content: AboutContent;
}

/** The body of the About page: hero, figures, story, mission, values, team and vision. */
export function AboutPage({ copy, content }: AboutPageProps) {
  return (
    <>
      <AboutHeroSection copy={copy.hero} />
      <AboutStatsSection copy={copy.stats} figures={content.figures} />
      <StorySection copy={copy.story} />
      <MissionSection copy={copy.mission} />
      <ValuesSection copy={copy.values} values={content.values} />
      <TeamSection copy={copy.team} members={content.team} />
      <VisionSection copy={copy.vision} />
    </>
  );
}
