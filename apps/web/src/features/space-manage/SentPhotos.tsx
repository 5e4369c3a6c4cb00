import { Button, Heading, Stack, Surface, Text, vars } from '@lense/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useManageMessages } from './manageMessages';

/** Thumbnails shown of an upload; the rest are counted. */
const SHOWN = 12;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  img,
  [role='img'] {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
  }
`;

/** Addresses of `files` for `<img>`, given back to the browser when the files change or the list goes. */
function useFileAddresses(files: readonly File[]): readonly string[] {
  const addresses = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const address of addresses) if (address) URL.revokeObjectURL(address);
    },
    [addresses],
  );
  return addresses;
}

/** One sent photo; a plain tile where this browser cannot draw the file (HEIC in most browsers). */
function Thumb({ src, name }: { src: string; name: string }) {
  const [drawable, setDrawable] = useState(src !== '');
  return drawable ? (
    <img src={src} alt={name} onError={() => setDrawable(false)} />
  ) : (
    <span role="img" aria-label={name} />
  );
}

/** Props of {@link SentPhotos}. */
export interface SentPhotosProps {
  /** The photos of the last upload that arrived, in selection order. */
  files: readonly File[];
  /** Where they can be seen. */
  to: string;
}

/**
 * What the last upload sent, after 'Upload complete' has gone: its photos as thumbnails (drawn from the
 * files on this device, so nothing is fetched) and a link to where they are.
 */
export function SentPhotos({ files, to }: SentPhotosProps) {
  const titleId = useId();
  const t = useManageMessages();
  const addresses = useFileAddresses(files);
  if (files.length === 0) return null;
  return (
    <Surface asChild border padding={4}>
      <Stack asChild gap={3}>
        <section aria-labelledby={titleId}>
          <Heading level={2} size="md" leading="normal" id={titleId}>
            {t('sent.title', { count: files.length })}
          </Heading>
          <Thumbs>
            {files.slice(0, SHOWN).map((file, index) => (
              <li key={`${index}-${file.name}`}>
                <Thumb src={addresses[index] ?? ''} name={file.name} />
              </li>
            ))}
          </Thumbs>
          {files.length > SHOWN ? (
            <Text tone="muted" size="sm">
              {t('sent.more', { count: files.length - SHOWN })}
            </Text>
          ) : null}
          <Button asChild size="small" variant="secondary">
            <Link to={to}>{t('sent.see')}</Link>
          </Button>
        </section>
      </Stack>
    </Surface>
  );
}
