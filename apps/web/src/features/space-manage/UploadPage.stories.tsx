import type { PutFile } from '@lense/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandler } from '../../testing/requests';
import { type ScreenParameters, screenMeta } from '../../testing/screen';
import {
  photoFile,
  presignHandler,
  SPACE_ID,
  spaceErrorHandler,
  spaceHandler,
  spaceSlowHandler,
} from './fixtures';
import { UploadPage } from './UploadPage';

/** Sends every file at once. */
const instantPut: PutFile = async (_url, file, options) => {
  options.onProgress?.(file.size);
};

const nameOf = (file: Blob) => (file instanceof File ? file.name : '');

/** Sends 'first-dance.jpg' at once and holds every other file at 40 %. */
const heldPut: PutFile = (_url, file, options) =>
  new Promise<void>((resolve) => {
    if (nameOf(file) === 'first-dance.jpg') {
      options.onProgress?.(file.size);
      resolve();
      return;
    }
    options.onProgress?.(Math.round(file.size * 0.4));
  });

/** Fails 'speeches.jpg', sends the others. */
const failingPut: PutFile = async (_url, file, options) => {
  if (nameOf(file) === 'speeches.jpg') throw new Error('network');
  options.onProgress?.(file.size);
};

function UploadRoute({ put }: { put: PutFile }) {
  return (
    <Routes>
      <Route path={paths.space.upload.path} element={<UploadPage put={put} />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Space management/Upload',
  component: UploadRoute,
  ...screenMeta,
  args: { put: instantPut },
} satisfies Meta<typeof UploadRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

function at(handlers: MockHandler[] = [spaceHandler(), presignHandler()]) {
  const screen: ScreenParameters = { route: paths.space.upload(SPACE_ID), session: SIGNED_IN, handlers };
  return { ...screenMeta.parameters, screen };
}

const input = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const ready = () => screen.findByRole('heading', { name: 'Upload photos' });

/** The space is still loading. */
export const Loading: Story = {
  parameters: at([spaceSlowHandler()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading space' })).toBeVisible();
  },
};

/** The space could not be read. */
export const LoadError: Story = {
  parameters: at([spaceErrorHandler()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch space')).toBeVisible();
  },
};

/** Idle: the drop area and its pick button. */
export const Idle: Story = {
  parameters: at(),
  play: async ({ canvas }) => {
    await ready();
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
  },
};

/** An empty selection: 'Nothing selected for upload'. */
export const NothingSelected: Story = {
  parameters: at(),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    fireEvent.change(input(canvasElement), { target: { files: [] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nothing selected for upload');
  },
};

/** A selection holding a document: refused before anything is sent. */
export const InvalidSelection: Story = {
  parameters: at(),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    fireEvent.change(input(canvasElement), {
      target: { files: [photoFile('first-dance.jpg'), photoFile('programme.pdf', 1024, 'application/pdf')] },
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please ensure you are uploading actual photos and each of their size is at most 30mbs',
    );
  },
};

/** Uploading: the first file sent, the second at 40 %, with a cancel button. */
export const Uploading: Story = {
  args: { put: heldPut },
  parameters: at(),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.upload(input(canvasElement), [photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'speeches.jpg' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    await expect(canvas.getByRole('progressbar', { name: 'first-dance.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByText('Uploading…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  },
};

/** Every file sent: 'Upload complete' (it returns to idle 3 s later). */
export const Completed: Story = {
  parameters: at(),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.upload(input(canvasElement), [photoFile('first-dance.jpg'), photoFile('speeches.jpg')]);
    await expect(await canvas.findByText('Upload complete')).toBeVisible();
    // What was sent stays after the status goes: the photos, and where to see them.
    const sent = canvas.getByRole('region', { name: '2 photos sent' });
    await expect(within(sent).getByRole('img', { name: 'first-dance.jpg' })).toBeVisible();
    await expect(within(sent).getByRole('link', { name: 'See them in the space' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/spaces\/[^/]+\/view$/),
    );
  },
};

/** A file failed: the others are sent, the failed one can be retried. */
export const Failed: Story = {
  args: { put: failingPut },
  parameters: at(),
  play: async ({ canvas, canvasElement }) => {
    await ready();
    await userEvent.upload(input(canvasElement), [
      photoFile('first-dance.jpg'),
      photoFile('speeches.jpg'),
      photoFile('cake.jpg'),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to upload. Please try again');
    await expect(canvas.getByRole('list', { name: 'Files not uploaded' })).toHaveTextContent('speeches.jpg');
    await expect(canvas.getByRole('button', { name: 'Retry failed uploads' })).toBeVisible();
  },
};
