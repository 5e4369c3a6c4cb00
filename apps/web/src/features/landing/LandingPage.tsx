import { Button, media, vars } from '@lense/ui';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FaqAccordion } from '../../components/FaqAccordion';
import { paths } from '../../config/paths';
import { useSignedIn } from '../../lib/session';
import { GALLERY_PHOTOS, HERO_INSET_PHOTO, HERO_PHOTO, KEY_FEATURES, PROBLEMS } from './content';
import { LandingImage } from './LandingImage';
import { useLandingMessages } from './landingMessages';

const Main = styled.main`
  display: flex;
  flex-direction: column;
`;

const Hero = styled.section`
  background: linear-gradient(180deg, ${vars.color.primarySubtle} 0%, ${vars.color.background} 100%);
`;

/** Text and photos stacked on phones, side by side from the tablet layout up. */
const HeroInner = styled.div`
  display: grid;
  gap: ${vars.space[7]};
  /* The same column as the sections below, so their edges line up. */
  max-width: 1100px;
  margin: 0 auto;
  padding: ${vars.space[7]} ${vars.space[4]};
  ${media.tabletUp} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
    align-items: center;
    padding-block: ${vars.space[8]};
  }
`;

const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[5]};
  text-align: center;
  ${media.tabletUp} {
    align-items: flex-start;
    text-align: start;
  }
`;

const HeroTitle = styled.h1`
  margin: 0;
  max-width: 760px;
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  ${media.desktop} {
    font-size: ${vars.fontSize['4xl']};
  }
`;

const HeroLead = styled.p`
  margin: 0;
  max-width: 600px;
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.textMuted};
`;

/** The main photo with a smaller one overlapping its lower corner, like prints on a table. */
const HeroPhotos = styled.div`
  position: relative;
  margin-block-end: ${vars.space[5]};
  & > img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${vars.radius.xl};
    box-shadow: ${vars.shadow.lg};
    background: #3d2f63;
  }
`;

const HeroInset = styled.div`
  position: absolute;
  inset-block-end: calc(-1 * ${vars.space[6]});
  inset-inline-end: ${vars.space[4]};
  width: 30%;
  ${media.tabletUp} {
    inset-inline-start: calc(-1 * ${vars.space[6]});
    inset-inline-end: auto;
  }
  & > img {
    display: block;
    width: 100%;
    height: auto;
    border: 4px solid ${vars.color.surfaceRaised};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.lg};
    background: #4a3032;
  }
`;

/**
 * Rows of photos of equal height filling the width, each as wide as its shape asks (a justified gallery):
 * an item grows in proportion to its aspect ratio from a basis of that ratio times the row height.
 */
const Gallery = styled.ul`
  /* Rows of two on phones, of three from the tablet layout up. */
  --row-height: 110px;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tabletUp} {
    --row-height: 200px;
    gap: ${vars.space[4]};
  }
  ${media.desktop} {
    --row-height: 280px;
  }
  & > li {
    flex: var(--ratio) 1 calc(var(--ratio) * var(--row-height));
    min-width: 0;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
  }
`;

const SectionLead = styled.p`
  max-width: 640px;
  margin: calc(-1 * ${vars.space[3]}) auto ${vars.space[6]};
  text-align: center;
  color: ${vars.color.textMuted};
`;

const Section = styled.section`
  width: 100%;
  max-width: 1100px;
  margin: 0 auto;
  padding: ${vars.space[7]} ${vars.space[4]};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space[5]};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  text-align: center;
  color: ${vars.color.text};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tabletUp} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const Solution = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text};
`;

const Tag = styled.span`
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${vars.color.primary};
`;

const FeatureTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

const Faq = styled.div`
  max-width: 820px;
  margin: 0 auto;
`;

/**
 * The landing page at / and /home: hero with event photos, a gallery strip, problems and solutions, key
 * features and the FAQ.
 */
export function LandingPage() {
  const t = useLandingMessages();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  return (
    <Main>
      <Hero aria-labelledby="landing-hero">
        <HeroInner>
          <HeroText>
            <HeroTitle id="landing-hero">{t('hero.title')}</HeroTitle>
            <HeroLead>{t('hero.lead')}</HeroLead>
            <Button size="large" onClick={() => navigate(signedIn ? paths.spaces() : paths.login())}>
              {t('hero.start')}
            </Button>
          </HeroText>
          <HeroPhotos>
            {/* The largest thing on the first screen: fetched first, never lazily. */}
            <LandingImage
              photo={HERO_PHOTO}
              sizes="(min-width: 1101px) 570px, (min-width: 769px) 52vw, calc(100vw - 32px)"
              fetchPriority="high"
            />
            <HeroInset>
              <LandingImage photo={HERO_INSET_PHOTO} sizes="(min-width: 1101px) 170px, 30vw" />
            </HeroInset>
          </HeroPhotos>
        </HeroInner>
      </Hero>
      <Section aria-labelledby="landing-gallery">
        <SectionTitle id="landing-gallery">{t('gallery.title')}</SectionTitle>
        <SectionLead>{t('gallery.lead')}</SectionLead>
        <Gallery aria-label={t('gallery.label')}>
          {GALLERY_PHOTOS.map((photo) => {
            const ratio = photo.file.width / photo.file.height;
            return (
              <li key={photo.name} style={{ '--ratio': ratio.toFixed(3) } as CSSProperties}>
                <LandingImage
                  photo={photo}
                  // About as wide as the photo is drawn in each layout's rows.
                  sizes={`(min-width: 1101px) ${Math.round(ratio * 310)}px, (min-width: 769px) ${Math.round(ratio * 240)}px, ${Math.round(ratio * 155)}px`}
                  loading="lazy"
                />
              </li>
            );
          })}
        </Gallery>
      </Section>
      <Section aria-labelledby="landing-problems">
        <SectionTitle id="landing-problems">{t('problems.title')}</SectionTitle>
        <Grid>
          {PROBLEMS.map((id) => (
            <Card key={id}>
              <Tag>{t('problems.problem')}</Tag>
              <Problem>{t(`problem.${id}`)}</Problem>
              <Tag>{t('problems.solution')}</Tag>
              <Solution>{t(`solution.${id}`)}</Solution>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="landing-features">
        <SectionTitle id="landing-features">{t('features.title')}</SectionTitle>
        <Grid>
          {KEY_FEATURES.map((id) => (
            <Card key={id}>
              <FeatureTitle>{t(`feature.${id}.title`)}</FeatureTitle>
              <Problem>{t(`feature.${id}.text`)}</Problem>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="landing-faq">
        <SectionTitle id="landing-faq">{t('faq.title')}</SectionTitle>
        <Faq>
          <FaqAccordion landingOnly />
        </Faq>
      </Section>
    </Main>
  );
}
