import {
  type ApiError,
  type ApiSpace,
  MESSAGES,
  type SpacePhoto,
  type SpaceWithPhotos,
} from '@lense/api-client';
import { useLenseClient, useUpdateSpace } from '@lense/api-client/hooks';
import { Button, Checkbox, ErrorView, Spinner, TextField, toast, vars } from '@lense/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { DETAILS_UPDATED } from './EditSpacePanel';

type Watermark = NonNullable<SpaceWithPhotos['watermark']>;
type Box = Pick<Watermark, 'top' | 'left' | 'height' | 'width'>;
const BOX_FIELDS: { key: keyof Box; label: string }[] = [
  { key: 'top', label: 'Top (%)' },
  { key: 'left', label: 'Left (%)' },
  { key: 'height', label: 'Height (%)' },
  { key: 'width', label: 'Width (%)' },
];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space[5]};
  align-items: start;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[3]};
`;

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

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A percentage of the photo's size: a number from 0 to 100. */
const isPercent = (text: string) => /^\d+(\.\d+)?$/.test(text) && Number(text) <= 100;

/** Reads the watermark of a space (GET /spaces/{space_id} carries it beside the space). */
function useSpaceWatermark(spaceId: string) {
  const client = useLenseClient();
  return useSWR<Watermark | null, ApiError>(['space-manage', 'watermark', spaceId], async () => {
    return (await client.spaces.get(spaceId)).watermark;
  });
}

/**
 * Set watermark: whether the space's photos carry its watermark, and the watermark's position and size
 * (top, left, height and width, in percent of the photo), with a preview on a photo of the space.
 */
export function WatermarkPanel({ space, samplePhoto }: { space: ApiSpace; samplePhoto?: SpacePhoto }) {
  const watermark = useSpaceWatermark(space.id);
  if (watermark.error) {
    return <ErrorView message="Failed to fetch data" onReload={() => void watermark.mutate()} />;
  }
  if (watermark.data === undefined) return <Spinner label="Loading watermark" />;
  return (
    <WatermarkForm
      space={space}
      watermark={watermark.data}
      samplePhoto={samplePhoto}
      onSaved={() => void watermark.mutate()}
    />
  );
}

function WatermarkForm({
  space,
  watermark,
  samplePhoto,
  onSaved,
}: {
  space: ApiSpace;
  watermark: Watermark | null;
  samplePhoto?: SpacePhoto;
  onSaved: () => void;
}) {
  const update = useUpdateSpace(space.id);
  const [useWatermark, setUseWatermark] = useState(space.use_watermark);
  const [box, setBox] = useState<Record<keyof Box, string>>(() => ({
    top: String(watermark?.top ?? 0),
    left: String(watermark?.left ?? 0),
    height: String(watermark?.height ?? 0),
    width: String(watermark?.width ?? 0),
  }));
  const invalid = watermark !== null && BOX_FIELDS.some(({ key }) => !isPercent(box[key]));

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
      toast.success(DETAILS_UPDATED);
      onSaved();
    } catch {
      toast.error(MESSAGES.genericError);
    }
  };

  return (
    <Form aria-label="Set watermark" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Checkbox
        label="Add the watermark to this space's photos for visitors"
        checked={useWatermark}
        onChange={(event) => setUseWatermark(event.target.checked)}
      />
      {watermark ? (
        <Columns>
          <Fields>
            {BOX_FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                name={key}
                inputMode="decimal"
                value={box[key]}
                error={isPercent(box[key]) ? undefined : 'A number from 0 to 100'}
                onChange={(event) => {
                  const value = event.target.value.replace(/[^\d.]/g, '');
                  setBox((current) => ({ ...current, [key]: value }));
                }}
              />
            ))}
          </Fields>
          <Preview aria-label="Watermark preview">
            {samplePhoto ? <img src={samplePhoto.url} alt="" /> : <span />}
            <Mark
              src={watermark.url}
              alt="Watermark"
              style={{
                top: `${isPercent(box.top) ? box.top : 0}%`,
                left: `${isPercent(box.left) ? box.left : 0}%`,
                height: `${isPercent(box.height) ? box.height : 0}%`,
                width: `${isPercent(box.width) ? box.width : 0}%`,
              }}
            />
          </Preview>
        </Columns>
      ) : (
        <Note>This space has no watermark image yet, so its photos are shown as uploaded.</Note>
      )}
      <Footer>
        <Button type="submit" loading={update.isMutating} disabled={invalid}>
          Save watermark
        </Button>
      </Footer>
    </Form>
  );
}
