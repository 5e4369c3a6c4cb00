import { englishChoiceCardStrings } from '../BannerCard/englishChoiceCardStrings';
import { englishCollectionCardStrings } from '../CollectionCard/englishCollectionCardStrings';
import { englishCopyLinkButtonStrings } from '../CopyLinkButton/englishCopyLinkButtonStrings';
import { englishCheckoutStrings } from '../checkout/englishCheckoutStrings';
import { englishFooterStrings } from '../Footer/englishFooterStrings';
import { englishMasonryStrings } from '../Masonry/englishMasonryStrings';
import { englishPhotoViewerStrings } from '../PhotoViewer/englishPhotoViewerStrings';
import { englishQRCodeStrings } from '../QRCode/englishQRCodeStrings';
import { englishSearchBarStrings } from '../SearchBar/englishSearchBarStrings';
import { englishSiteCardStrings } from '../SiteCard/englishSiteCardStrings';
import { englishSpaceCardStrings } from '../SpaceCard/englishSpaceCardStrings';
import { englishUploadDropzoneStrings } from '../UploadDropzone/englishUploadDropzoneStrings';
import { englishCoreStrings } from './englishCoreStrings';
import type { LenseStrings } from './LenseStrings';

/** The built-in English strings: what every component writes without a {@link LocaleProvider}. */
export const englishStrings: LenseStrings = {
  ...englishCoreStrings,
  ...englishFooterStrings,
  ...englishCheckoutStrings,
  choiceCard: englishChoiceCardStrings,
  copyLinkButton: englishCopyLinkButtonStrings,
  searchBar: englishSearchBarStrings,
  collectionCard: englishCollectionCardStrings,
  siteCard: englishSiteCardStrings,
  spaceCard: englishSpaceCardStrings,
  qrCode: englishQRCodeStrings,
  masonry: englishMasonryStrings,
  photoViewer: englishPhotoViewerStrings,
  uploadDropzone: englishUploadDropzoneStrings,
};
