export { SiteCard, type SiteCardProps } from './SiteCard';
export { defaultSiteHrefs, type SiteHrefs, siteAddress } from './siteHrefs';
