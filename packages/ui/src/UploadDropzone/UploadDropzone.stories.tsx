import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { UploadDropzone } from './UploadDropzone';
import { type UploadFileProgress, UploadProgressList } from './UploadProgressList';
import { useUploadStatus } from './useUploadStatus';

const photo = (name: string, size = 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

/** A real DataTransfer, as the browser hands to drag events. */
const transfer = (files: File[]) => {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return data;
};

const dropArea = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-ui="UploadDropzone"] > [data-state]')!;

const meta = {
  title: 'Design system/Forms/UploadDropzone',
  component: UploadDropzone,
  // The progress list also stands alone (e.g. beside an upload started elsewhere): its props get a tab.
  subcomponents: { UploadProgressList },
  args: { onFilesSelected: fn(), onInvalid: fn() },
} satisfies Meta<typeof UploadDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for photos; picking valid ones passes them on. With a mouse, the heading says to drag. */
export const Idle: Story = {
  play: async ({ canvasElement, args, canvas }) => {
    await expect(canvas.getByText('Drag and drop photos here')).toBeVisible();
    // A touch screen's heading, shown only where the pointer is coarse.
    await expect(canvas.getByText('Choose photos to upload')).not.toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('stage.jpg')]);
    await expect(args.onFilesSelected).toHaveBeenCalledTimes(1);
  },
};

/** Files dragged over the drop area. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const area = dropArea(canvasElement);
    fireEvent.dragEnter(area, { dataTransfer: transfer([]) });
    await waitFor(() => expect(area).toHaveAttribute('data-state', 'dragging'));
  },
};

/** A picked file over 30 MB is refused with the spec's message. */
export const Invalid: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    input.files = transfer([photo('huge.jpg', 31457281)]).files;
    fireEvent.change(input);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please ensure you are uploading actual photos and each of their size is at most 30mbs',
    );
    await expect(args.onFilesSelected).not.toHaveBeenCalled();
  },
};

/** An empty drop: nothing selected. */
export const NothingSelected: Story = {
  play: async ({ canvas, canvasElement }) => {
    fireEvent.drop(dropArea(canvasElement), { dataTransfer: transfer([]) });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nothing selected for upload');
  },
};

/** Uploading, with a progress bar per file. */
export const Uploading: Story = {
  args: {
    status: 'uploading',
    files: [
      { name: 'ceremony-001.jpg', progress: 1 },
      { name: 'ceremony-002.jpg', progress: 0.62 },
      { name: 'first-dance.jpg', progress: 0.1 },
      { name: 'speeches.jpg', progress: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'ceremony-002.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  },
};

/** Every file sent. */
export const Completed: Story = {
  args: {
    status: 'completed',
    files: [
      { name: 'ceremony-001.jpg', progress: 1 },
      { name: 'ceremony-002.jpg', progress: 1 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Upload complete');
  },
};

/** The upload failed (status is back to idle). */
export const Failed: Story = {
  args: { error: 'Failed to upload. Please try again' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to upload. Please try again');
  },
};

/** The whole flow with `useUploadStatus`: pick, upload, completed (idle again after 3 s). */
export const Flow: Story = {
  parameters: {
    screenshot: { skip: 'The end state is pixel-tested by Completed; this story checks the transitions' },
  },
  render: function Flow(args) {
    // A long reset keeps the completed state on screen for the snapshot.
    const { status, start, complete } = useUploadStatus(60_000);
    const [files, setFiles] = useState<UploadFileProgress[]>([]);
    return (
      <UploadDropzone
        {...args}
        status={status}
        files={files}
        onFilesSelected={(picked) => {
          args.onFilesSelected(picked);
          start();
          setFiles(picked.map((file) => ({ name: file.name, progress: 0 })));
          queueMicrotask(() => {
            setFiles(picked.map((file) => ({ name: file.name, progress: 1 })));
            complete();
          });
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('stage.jpg'), photo('crowd.jpg')]);
    await expect(args.onFilesSelected).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Upload complete'));
    await expect(canvas.getByRole('progressbar', { name: 'crowd.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
