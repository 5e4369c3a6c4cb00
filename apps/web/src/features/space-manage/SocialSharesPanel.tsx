import { useSocialMediaAccounts, useSocialMediaSites } from '@lense/api-client/hooks';
import { EmptyState, ErrorView, Grid, Spinner, Stack, Surface, Text, TextLink, vars } from '@lense/ui';
import styled from 'styled-components';
import { useManageMessages } from './manageMessages';

const Name = styled.span`
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
  text-transform: capitalize;
`;

/**
 * Manage social media shares: the supported social media sites and, for each, the account the space is
 * shared with (the user's account on that site).
 */
export function SocialSharesPanel({ spaceId }: { spaceId: string }) {
  const sites = useSocialMediaSites();
  const accounts = useSocialMediaAccounts();
  const t = useManageMessages();
  if (sites.error || accounts.error) {
    return (
      <ErrorView
        message={t('fetchFailed')}
        onReload={() => {
          void sites.mutate();
          void accounts.mutate();
        }}
      />
    );
  }
  if (!sites.data || !accounts.data) return <Spinner label={t('socials.loading')} />;
  if (sites.data.length === 0) return <EmptyState description={t('socials.empty')} />;
  return (
    <>
      <Text tone="muted">{t('socials.lead')}</Text>
      <Grid asChild columns="repeat(auto-fill, minmax(220px, 1fr))" gap={3}>
        <ul aria-label={t('socials.list')}>
          {sites.data.map((site) => {
            const account =
              accounts.data?.find((a) => a.social_media_site_id === site.id && a.space_id === spaceId) ??
              accounts.data?.find((a) => a.social_media_site_id === site.id && a.space_id === null);
            return (
              <Surface key={site.id} asChild border paddingBlock={3} paddingInline={4}>
                <Stack asChild gap={1}>
                  <li>
                    <Name>{site.name}</Name>
                    <Text asChild size="sm" tone="muted">
                      <span>{account ? `@${account.username}` : t('socials.noAccount')}</span>
                    </Text>
                    <TextLink href={site.url} target="_blank" rel="noreferrer" variant="muted">
                      {t('socials.open', { site: site.name })}
                    </TextLink>
                  </li>
                </Stack>
              </Surface>
            );
          })}
        </ul>
      </Grid>
    </>
  );
}
