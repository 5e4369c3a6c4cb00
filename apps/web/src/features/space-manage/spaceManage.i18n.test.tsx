import type { PutFile } from '@lense/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths, type SpaceManageOption } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import type { MockHandler } from '../../testing/requests';
import { untranslatedTexts } from '../../testing/untranslated';
import {
  photoFile,
  presignHandler,
  SPACE_ID,
  SPACE_PHOTOS,
  spaceErrorHandler,
  spaceHandler,
  spacePhotoHandler,
  WATERMARK,
} from './fixtures';
import { guestLinkApi, REVIEW_PHOTOS, reviewApi } from './guestFixtures';
import { ManageSpacePage } from './ManageSpacePage';
import { PhotoDetailsPage } from './PhotoDetailsPage';
import { UploadPage } from './UploadPage';

// The fixtures' own data, shown as it is in every language: the space's title, photo comments, guests' names.
const DATA = [
  'Smith & Jones Wedding',
  ...SPACE_PHOTOS.flatMap((photo) => (photo.comment ? [photo.comment] : [])),
  ...REVIEW_PHOTOS.flatMap((photo) => (photo.uploader_name ? [photo.uploader_name] : [])),
];

function renderPanel(option: SpaceManageOption, handlers: MockHandler[], locale: DisplayLocale = 'pseudo') {
  return renderWithApp(
    <Routes>
      <Route path={paths.space.manage.option.path} element={<ManageSpacePage />} />
    </Routes>,
    { path: paths.space.manage.option(SPACE_ID, option), session: SIGNED_IN, handlers, locale },
  );
}

const untranslated = (data: readonly string[] = []) => untranslatedTexts(document.body, [...DATA, ...data]);

describe('space management texts come from the catalogues', () => {
  it('shared media, with a photo selected', async () => {
    renderPanel('shared-media', [spaceHandler()]);
    const grid = await screen.findByRole('list', { name: /Phõ/ });
    await userEvent.click(within(grid).getAllByRole('button')[1]!);
    expect(untranslated(['Ksh 1,500', 'Ksh 250.50', 'Ksh 99'])).toEqual([]);
  });

  it('the review queue with photos, one selected', async () => {
    renderPanel('review', [spaceHandler({ hideNewItems: true }), ...reviewApi().handlers]);
    await screen.findAllByRole('group', { name: /Wanjiru/ });
    await userEvent.click(screen.getAllByRole('checkbox')[1]!);
    // The keyboard's keys A and R.
    expect(untranslated(['A', 'R'])).toEqual([]);
  });

  it('the review queue when nothing waits', async () => {
    renderPanel('review', [spaceHandler(), ...reviewApi([]).handlers]);
    await screen.findByRole('link', { name: /Édît/ });
    expect(untranslated()).toEqual([]);
  });

  it('guest uploads while off', async () => {
    renderPanel('guests', [spaceHandler(), ...guestLinkApi(null).handlers]);
    await screen.findByRole('button', { name: /Tûrñ õñ/ });
    expect(untranslated()).toEqual([]);
  });

  it('guest uploads with the link, its QR code and settings', async () => {
    renderPanel('guests', [spaceHandler(), ...guestLinkApi().handlers]);
    await screen.findByRole('button', { name: /Šàvé/ });
    expect(untranslated()).toEqual([]);
  });

  // The key's id, the social networks' names and the user's account, the other space's title and dates.
  it.each([
    ['api', ['LENSEKEY0001']],
    ['socials', ['facebook', 'instagram', 'linkedin', 'twitter', '@ada.lovelace']],
    ['switch', ['Summer Festival', '10 – 12 Jul 2026']],
  ] as const)('the %s panel', async (option, data) => {
    renderPanel(option, [spaceHandler()]);
    await screen.findByRole('list', { name: /⟦/ });
    expect(untranslated(data)).toEqual([]);
  });

  it('the watermark panel, with an image and without', async () => {
    const { unmount } = renderPanel('watermark', [spaceHandler({ watermark: WATERMARK })]);
    await screen.findByRole('button', { name: /Šàvé/ });
    expect(untranslated()).toEqual([]);
    unmount();
    renderPanel('watermark', [spaceHandler()]);
    await screen.findByRole('button', { name: /Šàvé/ });
    expect(untranslated()).toEqual([]);
  });

  it('the space that cannot be read', async () => {
    renderPanel('shared-media', [spaceErrorHandler()]);
    await screen.findByRole('button', { name: /⟦/ });
    // The error's sign, drawn by the design system.
    expect(untranslated(['!'])).toEqual([]);
  });

  it('the upload page', async () => {
    renderWithApp(
      <Routes>
        <Route path={paths.space.upload.path} element={<UploadPage />} />
      </Routes>,
      {
        path: paths.space.upload(SPACE_ID),
        session: SIGNED_IN,
        handlers: [spaceHandler()],
        locale: 'pseudo',
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(untranslated()).toEqual([]);
  });

  it('the upload page after a file failed, with the photos sent', async () => {
    const flaky: PutFile = async (_url, file, options) => {
      if (file.size === 3) throw new Error('network');
      options.onProgress?.(file.size);
    };
    renderWithApp(
      <Routes>
        <Route path={paths.space.upload.path} element={<UploadPage put={flaky} />} />
      </Routes>,
      {
        path: paths.space.upload(SPACE_ID),
        session: SIGNED_IN,
        handlers: [spaceHandler(), presignHandler()],
        locale: 'pseudo',
      },
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(document.querySelector('input[type="file"]')!, {
      target: { files: [photoFile('a.jpg', 2), photoFile('b.jpg', 3)] },
    });
    await screen.findByRole('button', { name: /Rétrý/ });
    // The files' names.
    expect(untranslated(['a.jpg', 'b.jpg'])).toEqual([]);
  });

  it('the photo details page', async () => {
    renderWithApp(
      <Routes>
        <Route path={paths.space.photo.path} element={<PhotoDetailsPage />} />
      </Routes>,
      {
        path: paths.space.photo(SPACE_ID, 'photo-1'),
        session: SIGNED_IN,
        handlers: [spaceHandler(), spacePhotoHandler()],
        locale: 'pseudo',
      },
    );
    await screen.findByRole('button', { name: /Šàvé/ });
    // The price field's currency and the photo's price.
    expect(untranslated(['Ksh', 'Ksh 1,500'])).toEqual([]);
  });
});

describe('space management in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('names the panels and the review queue in Kiswahili', async () => {
    renderPanel('review', [spaceHandler({ hideNewItems: true }), ...reviewApi().handlers], 'sw');
    expect(await screen.findByRole('tab', { name: 'Za kukagua 4' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Simamia albamu yako')).toBeInTheDocument();
    expect(screen.getByText('Picha 4 zinasubiri')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kubali Picha 1 kutoka kwa Wanjiru' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kataa Picha 4 kutoka kwa mgeni' })).toBeInTheDocument();
  });

  it('says what a decision did, with the count agreeing', async () => {
    renderPanel('review', [spaceHandler({ hideNewItems: true }), ...reviewApi().handlers], 'sw');
    await userEvent.click(await screen.findByRole('button', { name: 'Kubali Picha 1 kutoka kwa Wanjiru' }));
    expect(await screen.findByText('Picha 1 imekubaliwa')).toBeInTheDocument();
    expect(screen.getByText('Picha 3 zinasubiri')).toBeInTheDocument();
  });

  it('turns guest uploads on in Kiswahili', async () => {
    renderPanel('guests', [spaceHandler(), ...guestLinkApi(null).handlers], 'sw');
    expect(await screen.findByText('Upakiaji wa wageni umezimwa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Washa upakiaji wa wageni' }));
    expect(await screen.findByRole('heading', { name: 'Kiungo cha wageni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hifadhi mipangilio' })).toBeInTheDocument();
  });
});
