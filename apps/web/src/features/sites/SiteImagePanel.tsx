import {
  ACCEPTED_UPLOAD_TYPES,
  type Banner,
  type Icon,
  MAX_UPLOAD_BYTES,
  type PutFile,
  type Site,
  UploadValidationError,
} from '@lense/api-client';
import {
  useBanners,
  useChooseSiteBanners,
  useChooseSiteIcons,
  useCreateBanners,
  useCreateIcons,
  useIcons,
  useLenseClient,
  useUpdateSite,
} from '@lense/api-client/hooks';
import {
  BannerCard,
  Button,
  EmptyState,
  ErrorView,
  IconCard,
  OptionPicker,
  Spinner,
  Stack,
  toast,
  UploadDropzone,
  type UploadFileProgress,
  useUploadStatus,
} from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { useCallback, useState } from 'react';
import { Centered } from '../../components/blocks';
import { MASONRY_COLUMN_WIDTHS, MASONRY_GUTTER } from '../../config/layout';
import { useErrorText } from '../../lib/errorText';
import { useImageAddress } from '../../lib/imageAddress';
import { lineCount, SMALL_LINE_HEIGHT } from '../../lib/textLines';
import { useTiming } from '../../lib/timing';
import { useSitesMessages } from './sitesMessages';
import { type SiteImageKind, uploadSiteImages } from './uploadSiteImages';

/**
 * What differs between the banner and the icon panels; their texts are the catalogue's `banner.*` and
 * `icon.*` messages, whole sentences per kind since the article and agreement differ in each language.
 */
const KINDS = {
  banner: {
    field: 'banner_id',
    columnWidth: MASONRY_COLUMN_WIDTHS.banners,
    imageHeight: (width: number) => Math.round(width / 3),
    Card: BannerCard,
  },
  icon: {
    field: 'icon_id',
    columnWidth: MASONRY_COLUMN_WIDTHS.icons,
    imageHeight: (width: number) => width,
    Card: IconCard,
  },
} as const;

type SiteImage = Banner | Icon;

/**
 * Height of an image's description under it in a card `width` wide: 12px padding above and below, its
 * lines as they wrap inside the card's borders and 16px side padding, and the bottom border.
 */
function captionHeight(image: SiteImage, width: number): number {
  if (!image.description) return 0;
  return 12 + SMALL_LINE_HEIGHT * lineCount(image.description, width - 2 - 32) + 12 + 1;
}

function ImageChoice({
  kind,
  image,
  position,
  selected,
  onChoose,
}: {
  kind: SiteImageKind;
  image: SiteImage;
  /** The image's place in the grid (from 1): it names a tile without a description. */
  position: number;
  selected: boolean;
  onChoose: (image: SiteImage) => void;
}) {
  const t = useSitesMessages();
  const src = useImageAddress(image.url);
  const { Card } = KINDS[kind];
  return (
    <Card
      src={src ?? ''}
      description={image.description}
      alt={t(`${kind}.tile`, { position })}
      selected={selected}
      onSelect={() => onChoose(image)}
    />
  );
}

/** Props of {@link SiteImagePanel}. */
export interface SiteImagePanelProps {
  /** Which image the panel sets. */
  kind: SiteImageKind;
  /** The site being set up. */
  site: Site;
  /** Sends one uploaded file (tests replace the XMLHttpRequest default). */
  put?: PutFile;
}

/**
 * The banner or icon panel of a site's settings: an option picker between 'Select' (the existing
 * public and own images in a masonry grid; choosing one updates the site) and 'Upload' (a dropzone;
 * the uploaded image becomes the site's).
 */
export function SiteImagePanel({ kind, site, put }: SiteImagePanelProps) {
  const t = useSitesMessages();
  const errorText = useErrorText();
  const config = KINDS[kind];
  const client = useLenseClient();
  const banners = useBanners(kind === 'banner' ? undefined : { isPaused: () => true });
  const icons = useIcons(kind === 'icon' ? undefined : { isPaused: () => true });
  const images: {
    items: SiteImage[];
    data?: unknown;
    error?: unknown;
    hasMore: boolean;
    loadMore: () => void;
  } = kind === 'banner' ? banners : icons;
  const update = useUpdateSite(site.id);
  const createBanners = useCreateBanners();
  const createIcons = useCreateIcons();
  const chooseBanners = useChooseSiteBanners(site.id);
  const chooseIcons = useChooseSiteIcons(site.id);
  const [mode, setMode] = useState<'select' | 'upload'>('select');
  const upload = useUploadStatus(useTiming().uploadStatusResetMs);
  const [progress, setProgress] = useState<UploadFileProgress[]>([]);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const selectedId = site[config.field];

  const choose = useCallback(
    (image: SiteImage) => {
      if (image.id === selectedId) return;
      update
        .trigger({ [config.field]: image.id })
        .then(() => toast.success(t(`${kind}.updated`)))
        .catch(() => toast.error(t('image.failed')));
    },
    [update, selectedId, config, kind, t],
  );

  const onFiles = async (files: File[]) => {
    upload.start();
    setUploadError(undefined);
    setProgress(files.map((file) => ({ name: file.name, progress: 0 })));
    try {
      const paths = await uploadSiteImages(client, kind, files, {
        ...(put ? { put } : {}),
        onProgress: ({ index, loaded, total }) =>
          setProgress((current) =>
            current.map((entry, at) =>
              at === index ? { ...entry, progress: total ? loaded / total : 1 } : entry,
            ),
          ),
      });
      const created =
        kind === 'banner'
          ? await createBanners.trigger({ photos: paths, public: false })
          : await createIcons.trigger({ photos: paths, public: false });
      const ids = created.map((image) => image.id);
      if (kind === 'banner') await chooseBanners.trigger(ids);
      else await chooseIcons.trigger(ids);
      const first = ids[0];
      if (first) await update.trigger({ [config.field]: first });
      upload.complete();
      setProgress([]);
      toast.success(t(`${kind}.updated`));
      setMode('select');
    } catch (error) {
      upload.fail();
      setProgress([]);
      // The client's check words its refusal in English: the errors catalogue knows its sentence.
      const message =
        error instanceof UploadValidationError
          ? errorText({ error: error.message })
          : t('image.uploadFailed');
      setUploadError(message);
      toast.error(message);
    }
  };

  let selectView: React.ReactNode;
  if (images.error) {
    selectView = <ErrorView message={t(`${kind}.loadFailed`)} />;
  } else if (!images.data) {
    selectView = (
      <Centered>
        <Spinner size="large" label={t(`${kind}.loading`)} />
      </Centered>
    );
  } else if (images.items.length === 0) {
    selectView = <EmptyState description={t(`${kind}.empty`)} />;
  } else {
    selectView = (
      <>
        <Masonry
          aria-label={t(`${kind}.list`)}
          align="start"
          items={images.items}
          columnWidth={config.columnWidth}
          gutter={MASONRY_GUTTER.default}
          getItemKey={(image) => image.id}
          getItemHeight={(image, _index, width) => config.imageHeight(width) + captionHeight(image, width)}
          renderItem={(image, index) => (
            <ImageChoice
              kind={kind}
              image={image}
              position={index + 1}
              selected={image.id === selectedId}
              onChoose={choose}
            />
          )}
        />
        {images.hasMore ? (
          <Button variant="secondary" onClick={images.loadMore}>
            {t(`${kind}.more`)}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Stack gap={5}>
      <OptionPicker
        label={t(`${kind}.source`)}
        hideLabel
        options={[
          { value: 'select', label: t('image.select') },
          { value: 'upload', label: t('image.upload') },
        ]}
        value={mode}
        onValueChange={(value) => setMode(value as 'select' | 'upload')}
      />
      {mode === 'select' ? (
        selectView
      ) : (
        <UploadDropzone
          title={t(`${kind}.dropTitle`)}
          buttonLabel={t(`${kind}.button`)}
          status={upload.status}
          files={progress}
          maxFileBytes={MAX_UPLOAD_BYTES}
          acceptedTypes={ACCEPTED_UPLOAD_TYPES}
          {...(uploadError ? { error: uploadError } : {})}
          onInvalid={(message) => toast.error(message)}
          onFilesSelected={(files) => void onFiles(files)}
        />
      )}
    </Stack>
  );
}
