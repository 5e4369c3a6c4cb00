import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/photo-selection.json';

/** The texts of selecting several photos in the shared media panel: the tiles' boxes, the bar and its dialogs. */
export const usePhotoSelectionMessages = defineMessages('photo-selection', english);

/** Formats the photo selection's messages in one language. */
export type PhotoSelectionMessages = ReturnType<typeof usePhotoSelectionMessages>;
