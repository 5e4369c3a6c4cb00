import {
  type ApiError,
  MESSAGES,
  PHOTO_PRICE_MAX_LENGTH,
  PHOTO_PRICE_PATTERN,
  type SpacePhoto,
} from '@lense/api-client';
import { type SpaceView, useLenseClient, useUpdatePhoto } from '@lense/api-client/hooks';
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
import useSWR from 'swr';
import { paths } from '../../config/paths';
import { DETAILS_UPDATED } from '../../lib/messages';
import { photoCardImage } from '../../lib/photoImage';
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

/** Most further pages read while looking for a photo that is not on the space's first page. */
const MAX_PAGES = 50;

/**
 * The photo `photoId` of the space: from the first page the space read brought (so it follows that
 * read's revalidation), else looked for page after page. Null when the space has no such photo.
 */
function useSpacePhoto(view: SpaceView, spaceId: string, photoId: string) {
  const client = useLenseClient();
  const onFirstPage = view.photos.find((photo) => photo.id === photoId);
  const further = useSWR<SpacePhoto | null, ApiError>(
    onFirstPage || !view.has_more_photos ? null : ['space-manage', 'photo', spaceId, photoId],
    async () => {
      for (let page = 2; page <= MAX_PAGES + 1; page += 1) {
        const answer = await client.spaces.get(spaceId, page);
        const found = answer.photos.find((photo) => photo.id === photoId);
        if (found) return found;
        if (!answer.has_more_photos) return null;
      }
      return null;
    },
  );
  if (onFirstPage) return { data: onFirstPage, error: undefined, mutate: further.mutate };
  if (!view.has_more_photos) return { data: null, error: undefined, mutate: further.mutate };
  return further;
}

/**
 * /spaces/{id}/photos/{photoId}: 'Update photo details'. The photo form (comment and price in Ksh) on the
 * left, the selected photo on the right.
 */
export function PhotoDetailsPage() {
  const photoId = useParams().photoId ?? '';
  return (
    <SpaceScreen>
      {(view, spaceId) => (
        <PageLayout>
          <PageHeader
            title="Update photo details"
            actions={
              <TextLink as={Link} to={paths.space.manage(spaceId)}>
                Back to shared media
              </TextLink>
            }
          />
          <PhotoDetails view={view} spaceId={spaceId} photoId={photoId} />
        </PageLayout>
      )}
    </SpaceScreen>
  );
}

function PhotoDetails({ view, spaceId, photoId }: { view: SpaceView; spaceId: string; photoId: string }) {
  const photo = useSpacePhoto(view, spaceId, photoId);
  if (photo.error) return <ErrorView message="Failed to fetch data" onReload={() => void photo.mutate()} />;
  if (photo.data === undefined) return <Spinner label="Loading photo" />;
  if (photo.data === null) {
    return <EmptyState title="Photo not found" description="This photo is not in the space any more." />;
  }
  return <PhotoForm key={photo.data.id} photo={photo.data} onSaved={() => void photo.mutate()} />;
}

function PhotoForm({ photo, onSaved }: { photo: SpacePhoto; onSaved: () => void }) {
  const update = useUpdatePhoto(photo.id);
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
      toast.success(DETAILS_UPDATED);
      onSaved();
    } catch {
      toast.error(MESSAGES.genericError);
    }
  };

  return (
    <Layout>
      <Card aria-labelledby="photo-form-title">
        <CardTitle id="photo-form-title">Photo details</CardTitle>
        <Form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Textarea
            label="Comment"
            name="comment"
            rows={4}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <PriceInput
            label="Price"
            name="price"
            hint="Leave empty to make the photo free"
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
              Save details
            </Button>
          </Footer>
        </Form>
      </Card>
      <Card aria-labelledby="photo-preview-title">
        <CardTitle id="photo-preview-title">Selected photo</CardTitle>
        <PhotoCard
          {...photoCardImage(photo, '(min-width: 768px) 50vw, 100vw')}
          alt={photo.comment || 'The selected photo'}
          price={shownPrice}
          comment={photo.comment}
          hidden={photo.state === 'hidden'}
        />
        <Price>
          Price: <strong>{shownPrice && isPremiumPrice(shownPrice) ? formatKsh(shownPrice) : 'Free'}</strong>
        </Price>
      </Card>
    </Layout>
  );
}
