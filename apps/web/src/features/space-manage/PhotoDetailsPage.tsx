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
  isPremiumPrice,
  PageHeader,
  PageLayout,
  PhotoCard,
  PriceInput,
  Spinner,
  Textarea,
  TextLink,
  toast,
  vars,
} from '@lense/ui';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { formatTag } from '../../i18n/formatTag';
import { photoCardImage } from '../../lib/photoImage';
import { MakeCoverAction } from './MakeCoverAction';
import { useManageMessages } from './manageMessages';
import { SpaceScreen } from './SpaceScreen';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space[5]};
  align-items: start;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Price = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  strong {
    color: ${vars.color.text};
  }
`;

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
              <TextLink asChild>
                <Link to={paths.space.manage(spaceId)}>{t('photo.back')}</Link>
              </TextLink>
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
    <Layout>
      <Card aria-labelledby="photo-form-title">
        <CardTitle id="photo-form-title">{t('photo.formTitle')}</CardTitle>
        <Form onSubmit={(event) => void onSubmit(event)} noValidate>
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
          <Footer>
            <Button type="submit" loading={update.isMutating} disabled={invalid}>
              {t('photo.save')}
            </Button>
          </Footer>
        </Form>
      </Card>
      <Card aria-labelledby="photo-preview-title">
        <CardTitle id="photo-preview-title">{t('photo.previewTitle')}</CardTitle>
        <PhotoCard
          {...photoCardImage(photo, '(min-width: 768px) 50vw, 100vw')}
          alt={photo.comment || t('photo.alt')}
          price={shownPrice}
          comment={photo.comment}
          hidden={photo.state === 'hidden'}
        />
        <Price>
          {t('photo.priceLabel')}{' '}
          <strong>
            {shownPrice && isPremiumPrice(shownPrice)
              ? formatKsh(shownPrice, formatTag(t.locale))
              : t('photo.free')}
          </strong>
        </Price>
        <MakeCoverAction photo={photo} />
      </Card>
    </Layout>
  );
}
