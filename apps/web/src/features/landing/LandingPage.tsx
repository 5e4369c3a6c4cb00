import { Box, Button, Grid, Heading, media, type Space, Stack, Surface, Text, vars } from '@lense/ui';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FaqAccordion } from '../../components/FaqAccordion';
import { paths } from '../../config/paths';
import { useSignedIn } from '../../lib/session';
import { GALLERY_PHOTOS, HERO_INSET_PHOTO, HERO_PHOTO, KEY_FEATURES, PROBLEMS } from './content';
import { LandingImage } from './LandingImage';
import { useLandingMessages } from './landingMessages';

const Hero = styled.section`
  background: linear-gradient(180deg, ${vars.color.primarySubtle} 0%, ${vars.color.background} 100%);
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

/** A raised card of the problems and the features. */
function Card({ children }: { children: ReactNode }) {
  return (
    <Surface asChild border shadow="sm" padding={5}>
      <Stack asChild gap={2}>
        <li>{children}</li>
      </Stack>
    </Surface>
  );
}

const Tag = styled.span`
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${vars.color.primary};
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
    <Stack asChild>
      <main>
        <Hero aria-labelledby="landing-hero">
          {/* The same column as the sections below, so their edges line up; photos beside the text from tablet up. */}
          <Grid
            gap={7}
            maxWidth="1100px"
            marginInline="auto"
            paddingBlock={{ mobile: 7, tablet: 8 }}
            paddingInline={4}
            columns={{ tablet: 'minmax(0, 1fr) minmax(0, 1.15fr)' }}
            align={{ tablet: 'center' }}
          >
            <Stack
              gap={5}
              align={{ mobile: 'center', tablet: 'start' }}
              textAlign={{ mobile: 'center', tablet: 'start' }}
            >
              <Heading level={1} id="landing-hero" size={{ mobile: '3xl', desktop: '4xl' }} maxWidth="760px">
                {t('hero.title')}
              </Heading>
              <Text size="lg" tone="muted" maxWidth="600px">
                {t('hero.lead')}
              </Text>
              <Button size="large" onClick={() => navigate(signedIn ? paths.spaces() : paths.login())}>
                {t('hero.start')}
              </Button>
            </Stack>
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
          </Grid>
        </Hero>
        <Section aria-labelledby="landing-gallery">
          <SectionTitle id="landing-gallery" marginBlockEnd={3}>
            {t('gallery.title')}
          </SectionTitle>
          <Text tone="muted" textAlign="center" maxWidth="640px" marginInline="auto" marginBlockEnd={6}>
            {t('gallery.lead')}
          </Text>
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
          <CardGrid>
            {PROBLEMS.map((id) => (
              <Card key={id}>
                <Tag>{t('problems.problem')}</Tag>
                <Text tone="muted">{t(`problem.${id}`)}</Text>
                <Tag>{t('problems.solution')}</Tag>
                <Text weight="medium" tone="default">
                  {t(`solution.${id}`)}
                </Text>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section aria-labelledby="landing-features">
          <SectionTitle id="landing-features">{t('features.title')}</SectionTitle>
          <CardGrid>
            {KEY_FEATURES.map((id) => (
              <Card key={id}>
                <Heading level={3} size="lg" weight="semibold" leading="normal">
                  {t(`feature.${id}.title`)}
                </Heading>
                <Text tone="muted">{t(`feature.${id}.text`)}</Text>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section aria-labelledby="landing-faq">
          <SectionTitle id="landing-faq">{t('faq.title')}</SectionTitle>
          <Box maxWidth="820px" marginInline="auto">
            <FaqAccordion landingOnly />
          </Box>
        </Section>
      </main>
    </Stack>
  );
}

/** A section of the page, in the hero's column. */
function Section({ children, ...rest }: ComponentPropsWithoutRef<'section'>) {
  return (
    <Box asChild width="100%" maxWidth="1100px" marginInline="auto" paddingBlock={7} paddingInline={4}>
      <section {...rest}>{children}</section>
    </Box>
  );
}

function SectionTitle({
  id,
  marginBlockEnd = 5,
  children,
}: {
  id: string;
  /** Less above a lead than above the section's content. */
  marginBlockEnd?: Space;
  children: ReactNode;
}) {
  return (
    <Heading
      id={id}
      level={2}
      size="2xl"
      weight="semibold"
      leading="normal"
      textAlign="center"
      marginBlockEnd={marginBlockEnd}
    >
      {children}
    </Heading>
  );
}

/** Cards one above the other on phones, two a row from the tablet layout up. */
function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Grid asChild columns={{ mobile: 1, tablet: 2 }} gap={4}>
      <ul>{children}</ul>
    </Grid>
  );
}
