import { forwardRef, type HTMLAttributes, type KeyboardEvent, useId, useRef } from 'react';
import { CardLink, CardText, CardTitle, type LinkComponent } from '../card';
import { useControllableState } from '../internal/useControllableState';
import { useComponentStrings } from '../locale/useComponentStrings';
import { DotsIcon } from './DotsIcon';
import { englishSiteCardStrings } from './englishSiteCardStrings';
import {
  Banner,
  Face,
  Header,
  Heading,
  Icon,
  Initial,
  OptionList,
  OptionsButton,
  SiteCardRoot,
} from './SiteCard.styles';
import { defaultSiteHrefs, type SiteHrefs, siteAddress } from './siteHrefs';

/** Props of {@link SiteCard}; other attributes go to its root `article`. */
export interface SiteCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'id'> {
  /** The site id, passed to the settings href builder. */
  siteId: string;
  /** The site's name: its subdomain. */
  name: string;
  /** The product host the site lives under, e.g. 'lense.co.ke'. */
  host: string;
  /** Display title; defaults to the name. */
  title?: string | null | undefined;
  /** Short description shown on the card face. */
  description?: string | null | undefined;
  /** Banner image URL; omitted shows no banner. */
  bannerUrl?: string | undefined;
  /** Icon image URL; omitted shows the name's initial. */
  iconUrl?: string | undefined;
  /** Override some or all link builders. */
  hrefs?: Partial<SiteHrefs> | undefined;
  /**
   * Renders in-app links (Settings), e.g. a router's Link adapted to `href`.
   * Default the nearest `LinkProvider`'s, else an `a`.
   */
  linkComponent?: LinkComponent | undefined;
  /** Called with the id when Delete is chosen in the options menu. */
  onDelete?: ((id: string) => void) | undefined;
  /** Controlled: the options menu is showing instead of the card face. */
  menuOpen?: boolean | undefined;
  /** Uncontrolled initial state of the options menu. Default false. */
  defaultMenuOpen?: boolean | undefined;
  /** Called when the options button toggles the menu. */
  onMenuOpenChange?: ((open: boolean) => void) | undefined;
}

/** A published site: banner, icon, title, `{name}.{host}` address, and an options menu face. */
export const SiteCard = forwardRef<HTMLElement, SiteCardProps>(function SiteCard(
  {
    siteId,
    name,
    host,
    title,
    description,
    bannerUrl,
    iconUrl,
    hrefs,
    linkComponent,
    onDelete,
    menuOpen,
    defaultMenuOpen = false,
    onMenuOpenChange,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const strings = useComponentStrings('siteCard', englishSiteCardStrings);
  const [open, setOpen] = useControllableState(
    menuOpen,
    defaultMenuOpen,
    onMenuOpenChange,
    'SiteCard `menuOpen`',
  );
  const links = { ...defaultSiteHrefs, ...hrefs };
  const titleId = useId();
  const menuId = useId();
  const shownTitle = title || name;
  const optionsRef = useRef<HTMLButtonElement>(null);
  // Escape returns from the menu face to the card and puts focus back on the options button.
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && open && !event.defaultPrevented) {
      setOpen(false);
      optionsRef.current?.focus();
    }
  };
  return (
    <SiteCardRoot
      ref={ref}
      data-ui="SiteCard"
      data-state={open ? 'menu' : 'card'}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {bannerUrl && !open ? <Banner src={bannerUrl} alt="" /> : null}
      <Header>
        {iconUrl ? <Icon src={iconUrl} alt="" /> : <Initial aria-hidden="true">{name.charAt(0)}</Initial>}
        <Heading>
          <CardTitle id={titleId}>{shownTitle}</CardTitle>
          <a href={links.site(name, host)}>{siteAddress(name, host)}</a>
        </Heading>
        <OptionsButton
          ref={optionsRef}
          type="button"
          aria-label={strings.options}
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        >
          <DotsIcon />
        </OptionsButton>
      </Header>
      {open || description ? (
        <Face>
          {open ? (
            <OptionList id={menuId} aria-label={strings.options}>
              <li>
                <CardLink as={linkComponent} href={links.settings(siteId)}>
                  {strings.settings}
                </CardLink>
              </li>
              <li>
                <button type="button" data-tone="danger" onClick={() => onDelete?.(siteId)}>
                  {strings.delete}
                </button>
              </li>
            </OptionList>
          ) : (
            <CardText>{description}</CardText>
          )}
        </Face>
      ) : null}
    </SiteCardRoot>
  );
});
