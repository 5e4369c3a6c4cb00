import {
  PHOTO_PRICE_MAX_LENGTH,
  PHOTO_PRICE_PATTERN,
  type SharedPhoto,
  type SpacePhoto,
} from '@lense/api-client';
import { type LenseQuery, usePhoto, useUpdatePhoto } from '@lense/api-client/hooks';
import {
  Button,
  EmptyState,
  ErrorView,
  formatKsh,
  Grid,
  Heading,
  Inline,
  isPremiumPrice,
  PageHeader,
  PageLayout,
  PhotoCard,
  PriceInput,
  Spinner,
  Stack,
  Surface,
  Text,
  Textarea,
  toast,
} from '@lense/ui';
import { type FormEvent, type HTMLAttributes, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatTag } from '../../i18n/formatTag';
import { photoCardImage } from '../../lib/photoImage';
import { MakeCoverAction } from './MakeCoverAction';
import { useManageMessages } from './manageMessages';
import { SpaceScreen } from './SpaceScreen';

/** One of the page's two cards: the form, or the photo as buyers see it. */
function Card({ children, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <Surface asChild border shadow="sm" padding={5}>
      <Stack asChild gap={4}>
        <section {...props}>{children}</section>
      </Stack>
    </Surface>
  );
}

/**
 * /spaces/{id}/photos/{photoId}: 'Update photo details'. The photo form (comment and price in Ksh) on the
 * left, the selected photo on the right.
 */
export function PhotoDetailsPage() {
  const photoId = useParams().photoId ?? '';
  // The photo is read on its own (GET /photos/{id}), while the space is read.
  const photo = usePhoto(photoId);
  const t = useManageMessages();
  return (
    <SpaceScreen>
      {(_view, spaceId) => (
        <PageLayout>
          <PageHeader
            title={t('photo.title')}
            actions={
              <Button asChild size="small" variant="secondary">
                <Link to={paths.space.manage(spaceId)}>{t('photo.back')}</Link>
              </Button>
            }
          />
          <PhotoDetails photo={photo} spaceId={spaceId} />
        </PageLayout>
      )}
    </SpaceScreen>
  );
}

/** The photo's form, once read; 'Photo not found' when there is no such photo in this space. */
function PhotoDetails({ photo, spaceId }: { photo: LenseQuery<SharedPhoto>; spaceId: string }) {
  const t = useManageMessages();
  const notFound = photo.error?.status === 404 || (photo.data && photo.data.data.space_id !== spaceId);
  if (notFound) {
    return <EmptyState title={t('photo.notFoundTitle')} description={t('photo.notFoundText')} />;
  }
  if (photo.error) return <ErrorView message={t('fetchFailed')} onReload={() => void photo.mutate()} />;
  if (!photo.data) return <Spinner label={t('photo.loading')} />;
  return <PhotoForm key={photo.data.data.id} photo={photo.data.data} />;
}

function PhotoForm({ photo }: { photo: SpacePhoto }) {
  const update = useUpdatePhoto(photo.id);
  const t = useManageMessages();
  const [comment, setComment] = useState(photo.comment ?? '');
  const [price, setPrice] = useState(photo.price ?? '');
  // The price input checks the price (and shows 'Invalid price'); the page only follows its verdict. A
  // saved price is valid, and an empty one makes the photo free.
  const [priceValid, setPriceValid] = useState(true);
  const invalid = price !== '' && !priceValid;
  // The preview follows the form while the typed price is valid.
  const shownPrice = invalid ? photo.price : price;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || update.isMutating) return;
    try {
      await update.trigger({ comment: comment.trim() || null, price: price === '' ? null : price });
      // The answer is the photo as saved: every list showing it follows without reading it again.
      toast.success(t('detailsUpdated'));
    } catch {
      toast.error(t('genericError'));
    }
  };

  return (
    <Grid columns={{ mobile: 1, tablet: 2 }} gap={5} align="start">
      <Card aria-labelledby="photo-form-title">
        <Heading id="photo-form-title" level={2} size="lg" weight="semibold" leading="normal">
          {t('photo.formTitle')}
        </Heading>
        <Stack asChild gap={4}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Textarea
              label={t('photo.comment')}
              name="comment"
              rows={4}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <PriceInput
              label={t('photo.price')}
              name="price"
              hint={t('photo.priceHint')}
              pricePattern={PHOTO_PRICE_PATTERN}
              maxLength={PHOTO_PRICE_MAX_LENGTH}
              value={price}
              onValueChange={(value, valid) => {
                setPrice(value);
                setPriceValid(valid);
              }}
            />
            <Inline justify="end">
              <Button type="submit" loading={update.isMutating} disabled={invalid}>
                {t('photo.save')}
              </Button>
            </Inline>
          </form>
        </Stack>
      </Card>
      <Card aria-labelledby="photo-preview-title">
        <Heading id="photo-preview-title" level={2} size="lg" weight="semibold" leading="normal">
          {t('photo.previewTitle')}
        </Heading>
        <PhotoCard
          {...photoCardImage(photo, '(min-width: 768px) 50vw, 100vw')}
          alt={photo.comment || t('photo.alt')}
          price={shownPrice}
          comment={photo.comment}
          hidden={photo.state === 'hidden'}
        />
        <Text tone="muted">
          {t('photo.priceLabel')}{' '}
          <Text asChild tone="default">
            <strong>
              {shownPrice && isPremiumPrice(shownPrice)
                ? formatKsh(shownPrice, formatTag(t.locale))
                : t('photo.free')}
            </strong>
          </Text>
        </Text>
        <MakeCoverAction photo={photo} />
      </Card>
    </Grid>
  );
}
