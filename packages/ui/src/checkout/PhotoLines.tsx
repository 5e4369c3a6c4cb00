import type { ReactNode } from 'react';
import { Amount, LineEnd, PhotoList, PhotoName, PhotoRow, Thumbnail } from './checkout.styles';
import type { CheckoutPhoto } from './types';

/** The rows of a checkout list: thumbnail, name, price and, optionally, an action per photo. */
export function PhotoLines<P extends CheckoutPhoto>({
  photos,
  label,
  money,
  action,
}: {
  photos: readonly P[];
  label: string;
  money: (amount: number | string) => string;
  action?: ((photo: P) => ReactNode) | undefined;
}) {
  return (
    <PhotoList aria-label={label}>
      {photos.map((photo) => (
        <PhotoRow key={photo.id}>
          <Thumbnail
            src={photo.src}
            // The name beside it says what the photo is; the alternative text adds to a caption only.
            alt={photo.name ? photo.alt : ''}
            width={56}
            height={56}
            loading="lazy"
          />
          <PhotoName>{photo.name ?? photo.alt}</PhotoName>
          <LineEnd>
            <Amount>{money(photo.price)}</Amount>
            {action?.(photo)}
          </LineEnd>
        </PhotoRow>
      ))}
    </PhotoList>
  );
}
