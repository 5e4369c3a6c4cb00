import { usePublicSite } from '@lense/api-client/hooks';
import { Inline, vars } from '@lense/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEventLanguage } from '../../i18n/eventLanguage';
import { useImageAddress } from '../../lib/imageAddress';
import { usePublishedSiteMessages } from './publishedSiteMessages';
import { siteHeading } from './siteHeading';

/** The window's height at least, the screen between the bar and the footer taking what is left. */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  > main {
    flex: 1;
    width: 100%;
  }
`;

const Bar = styled.header`
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
  a {
    color: inherit;
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  img {
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: ${vars.radius.md};
    object-fit: cover;
  }
`;

/** The line every page of a published site ends with. */
export const SiteFooter = styled.footer`
  padding: ${vars.space[5]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;

/**
 * The frame of a published site's other pages (a space's checkout, an order): a bar with the site's icon and
 * title leading back to the site, the page, and the site's footer, in the site's language, so a buyer stays
 * on the organiser's site from the gallery to the receipt.
 */
export function SiteFrame({ name, children }: { name: string; children: ReactNode }) {
  const t = usePublishedSiteMessages();
  const site = usePublicSite(name).data;
  useEventLanguage(site?.site.language);
  const iconUrl = useImageAddress(site?.icon?.url);
  return (
    <Frame data-site={name}>
      <Bar>
        <Inline
          align="center"
          maxWidth="1280px"
          marginInline="auto"
          paddingInline={{ mobile: 4, tablet: 5 }}
          paddingBlock={3}
        >
          {site ? (
            <Inline asChild gap={3} align="center">
              <Link to="/">
                {iconUrl ? <img src={iconUrl} alt="" /> : null}
                {siteHeading(site.site)}
              </Link>
            </Inline>
          ) : null}
        </Inline>
      </Bar>
      {children}
      <SiteFooter>{t('footer')}</SiteFooter>
    </Frame>
  );
}
