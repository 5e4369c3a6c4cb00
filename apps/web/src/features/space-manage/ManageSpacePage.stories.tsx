import type { PutFile } from '@lense/api-client';
import { buildSpace, lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths, type SpaceManageOption } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandler } from '../../testing/requests';
import type { ScreenParameters } from '../../testing/screen';
import { atLayout, pageViewport, screenMeta } from '../../testing/screen';
import {
  photoFile,
  SPACE_ID,
  SPACE_PHOTOS,
  setWatermarkHandler,
  spaceErrorHandler,
  spaceHandler,
  spaceSlowHandler,
  WATERMARK,
  watermarkPresignHandler,
} from './fixtures';
import { ManageSpacePage } from './ManageSpacePage';

/** Sends an upload's bytes at once. */
const instantPut: PutFile = async (_url, file, options) => {
  options.onProgress?.(file.size);
};

/** Holds an upload at 40 % forever. */
const heldPut: PutFile = (_url, file, options) =>
  new Promise<void>(() => {
    options.onProgress?.(Math.round(file.size * 0.4));
  });

function ManageRoutes({ put }: { put: PutFile }) {
  return (
    <Routes>
      <Route path={paths.space.manage.path} element={<ManageSpacePage put={put} />} />
      <Route path={paths.space.manage.option.path} element={<ManageSpacePage put={put} />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Space management/Manage',
  component: ManageRoutes,
  ...screenMeta,
  args: { put: instantPut },
} satisfies Meta<typeof ManageRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Story parameters opening `/manage` or `/manage/{option}` of the fixture space. */
function at(option: SpaceManageOption | null, handlers: MockHandler[] = [spaceHandler()]) {
  const screen: ScreenParameters = {
    route: option ? paths.space.manage.option(SPACE_ID, option) : paths.space.manage(SPACE_ID),
    session: SIGNED_IN,
    handlers,
  };
  return { ...screenMeta.parameters, screen };
}

const photoList = () => screen.findByRole('list', { name: 'Photos' });

/** The space is still loading. */
export const Loading: Story = {
  parameters: at(null, [spaceSlowHandler()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading space' })).toBeVisible();
  },
};

/** The space could not be read. */
export const LoadError: Story = {
  parameters: at(null, [spaceErrorHandler()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch space')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** /manage: the panels in order, 'Manage shared media' selected, every photo shown. */
export const SharedMedia: Story = {
  parameters: at(null),
  play: async ({ canvas }) => {
    const list = await photoList();
    await expect(within(list).getAllByRole('button')).toHaveLength(SPACE_PHOTOS.length);
    await expect(canvas.getByRole('tab', { name: 'Manage shared media' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Select layout' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('6 of 6 photos')).toBeVisible();
  },
};

/** A space without photos. */
export const SharedMediaEmpty: Story = {
  parameters: at('shared-media', [spaceHandler({ photos: [] })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to see here yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload the first photos' })).toBeVisible();
  },
};

/** Filter 'visible': hidden photos are left out. */
export const SharedMediaVisible: Story = {
  parameters: at('shared-media'),
  play: async ({ canvas }) => {
    await photoList();
    await userEvent.click(canvas.getByRole('radio', { name: 'visible' }));
    await expect(canvas.getByText('4 of 6 photos')).toBeVisible();
  },
};

/** Filter 'hidden': only the hidden photos. */
export const SharedMediaHidden: Story = {
  parameters: at('shared-media'),
  play: async ({ canvas }) => {
    await photoList();
    await userEvent.click(canvas.getByRole('radio', { name: 'hidden' }));
    await expect(canvas.getByText('2 of 6 photos')).toBeVisible();
  },
};

/** A photo selected: show/hide, edit details and delete. */
export const PhotoSelected: Story = {
  parameters: at('shared-media'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^First dance/ }));
    await expect(canvas.getByRole('button', { name: /^First dance/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Hide' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit details' })).toHaveAttribute(
      'href',
      paths.space.photo(SPACE_ID, 'photo-1'),
    );
  },
};

/** Delete asks for a confirmation first. */
export const DeleteConfirm: Story = {
  parameters: at('shared-media'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Cake cutting/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete photo' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** /manage/api: the space's keys. */
export const Credentials: Story = {
  parameters: at('api'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('LENSEKEY0001')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke LENSEKEY0001' })).toBeVisible();
  },
};

/** /manage/api with no key yet. */
export const CredentialsEmpty: Story = {
  parameters: at('api', [spaceHandler(), lenseMocks.spaceCredentials({ variant: 'empty' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No keys yet')).toBeVisible();
  },
};

/** A key just created: its secret is shown once, with a copy button. */
export const CredentialCreated: Story = {
  parameters: at('api'),
  play: async ({ canvas }) => {
    await canvas.findByText('LENSEKEY0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Create a key' }));
    await expect(await canvas.findByLabelText('New key')).toHaveTextContent('LENSEKEY0001:fixture-secret');
    await expect(canvas.getByRole('button', { name: 'Copy key' })).toBeVisible();
  },
};

/** /manage/socials: the social media sites and the connected accounts. */
export const SocialShares: Story = {
  parameters: at('socials'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('@ada.lovelace')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Manage social media shares' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** /manage/shares opens the same panel. */
export const Shares: Story = {
  parameters: at('shares'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('@ada.lovelace')).toBeVisible();
  },
};

/** The edit panel at a viewport tall enough for the whole form (the snapshot shows only the viewport). */
const editTall = {
  parameters: { ...at('edit'), ...pageViewport(1100).parameters },
  globals: pageViewport(1100).globals,
};

/** /manage/edit: the space's one form, as on /spaces/{id}/edit: map link, date pickers, every option. */
export const EditSpace: Story = {
  ...editTall,
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Edit this space' }));
    await expect(form.getByLabelText('Title')).toHaveValue('Smith & Jones wedding');
    await expect(form.getByLabelText('Map link')).toHaveAttribute('type', 'url');
    await expect(form.getByLabelText('Start date')).toHaveAttribute('type', 'date');
    await expect(form.getByLabelText('End date')).toHaveAttribute('type', 'date');
    await expect(form.getByRole('checkbox', { name: /Full album/ })).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** /manage/edit saved with an empty title and an end before the start: the form's errors, nothing sent. */
export const EditErrors: Story = {
  ...editTall,
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Edit this space' }));
    await userEvent.clear(form.getByLabelText('Title'));
    fireEvent.change(form.getByLabelText('End date'), { target: { value: '2000-01-01' } });
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(form.getByLabelText('Title')).toHaveAccessibleDescription('Please enter a title');
    await expect(form.getByLabelText('End date')).toHaveAccessibleDescription(
      'The end date must be on or after the start date',
    );
  },
};

/** The space saved: 'Details updated'. */
export const EditSaved: Story = {
  ...editTall,
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Smith & Jones reception');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Details updated')).toBeVisible();
  },
};

const ownSpaces = mockEndpoint('get', '/spaces', {
  populated: {
    data: [
      buildSpace({ id: SPACE_ID, title: 'Smith & Jones wedding' }),
      buildSpace({
        id: 'space-3',
        title: 'Company retreat',
        start_date: '2026-09-02',
        end_date: '2026-09-04',
      }),
      buildSpace({
        id: 'space-4',
        title: 'Graduation day',
        start_date: '2026-11-20',
        end_date: '2026-11-20',
      }),
      buildSpace({ id: 'space-2', title: 'Winter Gala', owner: false }),
    ],
    has_more: false,
  },
});

/** /manage/edit with 'Let visitors download the photos as a zip' ticked. */
export const EditSpaceDownloadsAllowed: Story = {
  ...editTall,
  play: async ({ canvas }) => {
    const allow = await canvas.findByRole('checkbox', { name: 'Let visitors download the photos as a zip' });
    await expect(allow).not.toBeChecked();
    await userEvent.click(allow);
    await expect(allow).toBeChecked();
  },
};

/** 'Download all (zip)' clicked: busy while the signed address of the zip of originals is asked for. */
export const DownloadStarting: Story = {
  parameters: at(null, [spaceHandler(), lenseMocks.spaceDownloadLink({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await photoList();
    const button = canvas.getByRole('button', { name: 'Download all (zip)' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The download could not start: the generic error toast, the button ready again. */
export const DownloadFailed: Story = {
  parameters: at(null, [spaceHandler(), lenseMocks.spaceDownloadLink({ variant: 'error' })]),
  play: async ({ canvas }) => {
    await photoList();
    await userEvent.click(canvas.getByRole('button', { name: 'Download all (zip)' }));
    await expect(await screen.findByText('An error occurred, please try again later')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Download all (zip)' })).not.toHaveAttribute('aria-busy'),
    );
  },
};

/** /manage/switch: the user's own spaces, each linking to its management page. */
export const SwitchSpace: Story = {
  parameters: at('switch', [spaceHandler(), ownSpaces]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Company Retreat' })).toHaveAttribute(
      'href',
      paths.space.manage('space-3'),
    );
    await expect(canvas.queryByText('Winter Gala')).toBeNull();
    await expect(canvas.getByText('Current space')).toBeVisible();
  },
};

/** /manage/watermark: the watermark on a photo of the space, with its position and size. */
export const Watermark: Story = {
  parameters: at('watermark', [spaceHandler({ watermark: WATERMARK, useWatermark: true })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Top (%)')).toHaveValue('70');
    await expect(canvas.getByRole('checkbox', { name: /Add the watermark/ })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Watermark' })).toBeVisible();
  },
};

/** A watermark size out of range blocks saving. */
export const WatermarkInvalid: Story = {
  parameters: at('watermark', [spaceHandler({ watermark: WATERMARK, useWatermark: true })]),
  play: async ({ canvas }) => {
    const width = await canvas.findByLabelText('Width (%)');
    await userEvent.clear(width);
    await userEvent.type(width, '150');
    await expect(canvas.getByText('A number from 0 to 100')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save watermark' })).toBeDisabled();
  },
};

/** A space without a watermark image: the image can be chosen or dropped. */
export const WatermarkNone: Story = {
  parameters: at('watermark'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/has no watermark image yet/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Add the watermark/ })).not.toBeChecked();
    await expect(canvas.getByText('Drag and drop your watermark image here')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  },
};

const imageInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** The watermark image is being uploaded: the dropzone says so and takes no other file. */
export const WatermarkUploading: Story = {
  args: { put: heldPut },
  parameters: at('watermark', [spaceHandler(), watermarkPresignHandler(), setWatermarkHandler()]),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/has no watermark image yet/);
    await userEvent.upload(imageInput(canvasElement), photoFile('logo.png', 2048, 'image/png'));
    await expect(await canvas.findByText('Uploading…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeDisabled();
  },
};

/** The uploaded image becomes the space's watermark: the preview shows it with its position and size. */
export const WatermarkUploaded: Story = {
  parameters: at('watermark', [spaceHandler(), watermarkPresignHandler(), setWatermarkHandler()]),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/has no watermark image yet/);
    await userEvent.upload(imageInput(canvasElement), photoFile('logo.png', 2048, 'image/png'));
    await expect(await canvas.findByRole('img', { name: 'Watermark' })).toBeVisible();
    await expect(canvas.getByText('Upload complete')).toBeVisible();
    await expect(canvas.getByLabelText('Top (%)')).toHaveValue('75');
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeEnabled();
    await expect(canvas.queryByText(/has no watermark image yet/)).toBeNull();
  },
};

/** The upload failed: the product's message, and the image can be chosen again. */
export const WatermarkUploadError: Story = {
  parameters: at('watermark', [
    spaceHandler(),
    watermarkPresignHandler(),
    setWatermarkHandler({ status: 422 }),
  ]),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/has no watermark image yet/);
    await userEvent.upload(imageInput(canvasElement), photoFile('logo.png', 2048, 'image/png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to upload. Please try again');
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  },
};

/** A file that is not an image is refused before anything is sent. */
export const WatermarkInvalidFile: Story = {
  parameters: at('watermark', [spaceHandler({ watermark: WATERMARK, useWatermark: true })]),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img', { name: 'Watermark' });
    fireEvent.change(imageInput(canvasElement), {
      target: { files: [photoFile('logo.pdf', 1024, 'application/pdf')] },
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please ensure you are uploading actual photos and each of their size is at most 30mbs',
    );
  },
};

/** /manage/subspaces shows the default panel. */
export const Subspaces: Story = {
  parameters: at('subspaces'),
  play: async ({ canvas }) => {
    await photoList();
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Manage shared media' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  },
};

/** Mobile (375px): the panel list above the selected panel. */
export const Mobile: Story = {
  ...atLayout('mobile', at(null).screen),
  play: async ({ canvas }) => {
    await photoList();
    const list = canvas.getByRole('tablist', { name: 'Manage space' });
    const panel = canvas.getByRole('tabpanel', { name: 'Manage shared media' });
    await expect(list.getBoundingClientRect().bottom).toBeLessThan(panel.getBoundingClientRect().top);
  },
};
