import {
  ACCEPTED_UPLOAD_TYPES,
  type ApiError,
  type ApiSpace,
  MAX_UPLOAD_BYTES,
  type PutFile,
  type SpacePhoto,
  type SpaceWithPhotos,
  UploadValidationError,
} from '@lense/api-client';
import { useLenseClient, useUpdateSpace, useUploadWatermark } from '@lense/api-client/hooks';
import {
  Button,
  Checkbox,
  ErrorView,
  Grid,
  Inline,
  Spinner,
  Stack,
  Text,
  TextField,
  toast,
  UploadDropzone,
  useUploadStatus,
  vars,
} from '@lense/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTiming } from '../../lib/timing';
import { type ManageMessages, useManageMessages } from './manageMessages';

type Watermark = NonNullable<SpaceWithPhotos['watermark']>;
type Box = Pick<Watermark, 'top' | 'left' | 'height' | 'width'>;
const BOX_FIELDS: readonly (keyof Box)[] = ['top', 'left', 'height', 'width'];

const Preview = styled.figure`
  position: relative;
  margin: 0;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: linear-gradient(135deg, #c7d2fe, #e0e7ff);
  > img:first-child {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Mark = styled.img`
  position: absolute;
  object-fit: contain;
`;

/** A percentage of the photo's size: a number from 0 to 100. */
const isPercent = (text: string) => /^\d+(\.\d+)?$/.test(text) && Number(text) <= 100;

/** Box of a watermark as the form edits it (text of each field). */
const boxOf = (watermark: Watermark | null): Record<keyof Box, string> => ({
  top: String(watermark?.top ?? 0),
  left: String(watermark?.left ?? 0),
  height: String(watermark?.height ?? 0),
  width: String(watermark?.width ?? 0),
});

/** Reads the watermark of a space (GET /spaces/{space_id} carries it beside the space). */
function useSpaceWatermark(spaceId: string) {
  const client = useLenseClient();
  return useSWR<Watermark | null, ApiError>(['space-manage', 'watermark', spaceId], async () => {
    return (await client.spaces.get(spaceId)).watermark;
  });
}

/** Props of {@link WatermarkPanel}. */
export interface WatermarkPanelProps {
  /** The space whose watermark is set. */
  space: ApiSpace;
  /** A photo of the space to preview the watermark on. */
  samplePhoto?: SpacePhoto;
  /** Sends the image's bytes to its presigned URL; defaults to XMLHttpRequest (tests and stories inject one). */
  put?: PutFile;
}

/**
 * Set watermark: the watermark image (chosen or dropped, then uploaded), whether the space's photos
 * carry it, and its position and size (top, left, height and width, in percent of the photo), with a
 * preview on a photo of the space.
 */
export function WatermarkPanel({ space, samplePhoto, put }: WatermarkPanelProps) {
  const watermark = useSpaceWatermark(space.id);
  const t = useManageMessages();
  if (watermark.error) {
    return <ErrorView message={t('fetchFailed')} onReload={() => void watermark.mutate()} />;
  }
  if (watermark.data === undefined) return <Spinner label={t('watermark.loading')} />;
  return (
    <WatermarkForm
      space={space}
      watermark={watermark.data}
      samplePhoto={samplePhoto}
      put={put}
      onSaved={() => void watermark.mutate()}
      onUploaded={(uploaded) => void watermark.mutate(uploaded, { revalidate: false })}
    />
  );
}

/**
 * The watermark image's upload: one image at a time, its status (uploading, then completed for the
 * upload reset time) and its failure ('Failed to upload. Please try again', or the selection's message).
 * Held by the form, so the status survives the dropzone moving beside the preview once there is an image.
 */
function useWatermarkUpload(
  t: ManageMessages,
  spaceId: string,
  put: PutFile | undefined,
  onUploaded: (w: Watermark) => void,
) {
  const upload = useUploadWatermark(spaceId, put ? { put } : {});
  const { uploadStatusResetMs } = useTiming();
  const { status, start, complete, fail } = useUploadStatus(uploadStatusResetMs);
  const [failure, setFailure] = useState<string | undefined>();

  const onFilesSelected = async (files: File[]) => {
    setFailure(undefined);
    if (files.length > 1) {
      setFailure(t('watermark.oneImage'));
      return;
    }
    const [file] = files;
    if (!file) return;
    start();
    try {
      const watermark = await upload.trigger(file);
      complete();
      onUploaded(watermark);
    } catch (error) {
      fail();
      setFailure(error instanceof UploadValidationError ? error.message : t('upload.failed'));
    }
  };
  return { status, failure, onFilesSelected, clearFailure: () => setFailure(undefined) };
}

/** The dropzone of the watermark image: 'Choose image', or 'Replace image' once there is one. */
function WatermarkUpload({
  hasImage,
  upload,
}: {
  hasImage: boolean;
  upload: ReturnType<typeof useWatermarkUpload>;
}) {
  const t = useManageMessages();
  return (
    <UploadDropzone
      status={upload.status}
      maxFileBytes={MAX_UPLOAD_BYTES}
      acceptedTypes={ACCEPTED_UPLOAD_TYPES}
      error={upload.failure}
      title={t(hasImage ? 'watermark.dropNew' : 'watermark.dropFirst')}
      buttonLabel={t(hasImage ? 'watermark.replace' : 'watermark.choose')}
      onFilesSelected={(files) => void upload.onFilesSelected(files)}
      onInvalid={upload.clearFailure}
    />
  );
}

function WatermarkForm({
  space,
  watermark: initial,
  samplePhoto,
  put,
  onSaved,
  onUploaded,
}: {
  space: ApiSpace;
  watermark: Watermark | null;
  samplePhoto?: SpacePhoto;
  put?: PutFile;
  onSaved: () => void;
  onUploaded: (watermark: Watermark) => void;
}) {
  const update = useUpdateSpace(space.id);
  const t = useManageMessages();
  const [useWatermark, setUseWatermark] = useState(space.use_watermark);
  const [watermark, setWatermark] = useState(initial);
  const [box, setBox] = useState<Record<keyof Box, string>>(() => boxOf(initial));
  const upload = useWatermarkUpload(t, space.id, put, (uploaded) => {
    setWatermark(uploaded);
    setBox(boxOf(uploaded));
    onUploaded(uploaded);
  });
  const uploader = <WatermarkUpload hasImage={watermark !== null} upload={upload} />;
  const invalid = watermark !== null && BOX_FIELDS.some((key) => !isPercent(box[key]));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || update.isMutating) return;
    try {
      await update.trigger({
        use_watermark: useWatermark,
        ...(watermark
          ? {
              watermark: {
                top: Number(box.top),
                left: Number(box.left),
                height: Number(box.height),
                width: Number(box.width),
              },
            }
          : {}),
      });
      toast.success(t('detailsUpdated'));
      onSaved();
    } catch {
      toast.error(t('genericError'));
    }
  };

  return (
    <Stack asChild gap={4}>
      <form aria-label={t('watermark.form')} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Checkbox
          label={t('watermark.use')}
          checked={useWatermark}
          onChange={(event) => setUseWatermark(event.target.checked)}
        />
        {watermark ? (
          <Grid columns={{ mobile: 1, tablet: 2 }} gap={5} align="start">
            <Grid columns="1fr 1fr" gap={3}>
              {BOX_FIELDS.map((key) => (
                <TextField
                  key={key}
                  label={t(`watermark.box.${key}`)}
                  name={key}
                  inputMode="decimal"
                  value={box[key]}
                  error={isPercent(box[key]) ? undefined : t('watermark.percentError')}
                  onChange={(event) => {
                    const value = event.target.value.replace(/[^\d.]/g, '');
                    setBox((current) => ({ ...current, [key]: value }));
                  }}
                />
              ))}
            </Grid>
            <Stack gap={4}>
              <Preview aria-label={t('watermark.preview')}>
                {samplePhoto ? <img src={samplePhoto.preview_url ?? samplePhoto.url} alt="" /> : <span />}
                <Mark
                  src={watermark.url}
                  alt={t('watermark.alt')}
                  style={{
                    top: `${isPercent(box.top) ? box.top : 0}%`,
                    left: `${isPercent(box.left) ? box.left : 0}%`,
                    height: `${isPercent(box.height) ? box.height : 0}%`,
                    width: `${isPercent(box.width) ? box.width : 0}%`,
                  }}
                />
              </Preview>
              {uploader}
            </Stack>
          </Grid>
        ) : (
          <>
            <Text tone="muted">{t('watermark.none')}</Text>
            {uploader}
          </>
        )}
        <Inline justify="end">
          <Button type="submit" loading={update.isMutating} disabled={invalid}>
            {t('watermark.save')}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
