import { Accordion, Button, media, vars } from '@lense/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { FAQ_ENTRIES } from '../../content/faq';
import { useSignedIn } from '../../lib/session';
import { KEY_FEATURES, PROBLEMS_AND_SOLUTIONS } from './content';

const Main = styled.main`
  display: flex;
  flex-direction: column;
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[5]};
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;
  background: linear-gradient(180deg, ${vars.color.primarySubtle} 0%, ${vars.color.background} 100%);
`;

const HeroTitle = styled.h1`
  margin: 0;
  max-width: 760px;
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  ${media.tabletUp} {
    font-size: ${vars.fontSize['4xl']};
  }
`;

const HeroLead = styled.p`
  margin: 0;
  max-width: 600px;
  font-size: ${vars.fontSize.lg};
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

/** The landing page at / and /home: hero, problems and solutions, key features and the FAQ. */
export function LandingPage() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const landingFaq = FAQ_ENTRIES.filter((entry) => entry.show_on_lading_page);
  return (
    <Main>
      <Hero aria-labelledby="landing-hero">
        <HeroTitle id="landing-hero">Your event, through everyone's lense</HeroTitle>
        <HeroLead>
          Gather the photos and videos of your event, yours and your guests', in one album you control and
          share anywhere.
        </HeroLead>
        <Button size="large" onClick={() => navigate(signedIn ? paths.spaces() : paths.login())}>
          Get started
        </Button>
      </Hero>
      <Section aria-labelledby="landing-problems">
        <SectionTitle id="landing-problems">From scattered photos to one shared album</SectionTitle>
        <Grid>
          {PROBLEMS_AND_SOLUTIONS.map((item) => (
            <Card key={item.problem}>
              <Tag>Problem</Tag>
              <Problem>{item.problem}</Problem>
              <Tag>Solution</Tag>
              <Solution>{item.solution}</Solution>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="landing-features">
        <SectionTitle id="landing-features">Key features</SectionTitle>
        <Grid>
          {KEY_FEATURES.map((feature) => (
            <Card key={feature.id}>
              <FeatureTitle>{feature.title}</FeatureTitle>
              <Problem>{feature.text}</Problem>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="landing-faq">
        <SectionTitle id="landing-faq">Frequently asked questions</SectionTitle>
        <Faq>
          <Accordion items={landingFaq} />
        </Faq>
      </Section>
    </Main>
  );
}
