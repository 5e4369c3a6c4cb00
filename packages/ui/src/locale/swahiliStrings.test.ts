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
import { englishStrings } from './englishStrings';
import { swahiliStrings } from './swahiliStrings';

// The only texts Kiswahili writes as English does: the currency's code and label, and a setting.
const SAME_IN_BOTH = new Set(['currency.code', 'currency.label', 'display.titleCase']);

// Arguments for the strings that are functions: each must show up in the Kiswahili text.
const SAMPLE_ARGUMENTS = [3, 12];

type Tree = Record<string, unknown>;

interface Difference {
  path: string;
  problem: string;
}

/** Where `swahili` differs in shape from `english`, or says the same as it where it should not. */
function compare(english: Tree, swahili: Tree, prefix: string): Difference[] {
  const differences: Difference[] = [];
  const keys = new Set([...Object.keys(english), ...Object.keys(swahili)]);
  for (const key of keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!(key in swahili)) {
      differences.push({ path, problem: 'missing in Kiswahili' });
      continue;
    }
    if (!(key in english)) {
      differences.push({ path, problem: 'not in English' });
      continue;
    }
    const en = english[key];
    const sw = swahili[key];
    if (typeof en !== typeof sw) {
      differences.push({ path, problem: `${typeof sw} where English has ${typeof en}` });
    } else if (typeof en === 'object' && en !== null) {
      differences.push(...compare(en as Tree, sw as Tree, path));
    } else if (typeof en === 'function' && typeof sw === 'function') {
      if (en.length !== sw.length) {
        differences.push({ path, problem: `takes ${sw.length} values where English takes ${en.length}` });
        continue;
      }
      const args = SAMPLE_ARGUMENTS.slice(0, en.length);
      const enText: unknown = en(...args);
      const swText: unknown = sw(...args);
      if (typeof swText !== 'string') differences.push({ path, problem: 'does not answer a text' });
      else if (args.some((arg) => !swText.includes(String(arg))))
        differences.push({ path, problem: `drops a value: '${swText}'` });
      else if (swText === enText && !SAME_IN_BOTH.has(path))
        differences.push({ path, problem: `same as English: '${swText}'` });
    } else if (sw === en && !SAME_IN_BOTH.has(path)) {
      differences.push({ path, problem: `same as English: ${JSON.stringify(sw)}` });
    }
  }
  return differences;
}

/** Every English group, from where it lives: the core, and each component's own English. */
const englishGroups: Record<string, unknown> = {
  ...englishCoreStrings,
  ...englishFooterStrings,
  ...englishCheckoutStrings,
  choiceCard: englishChoiceCardStrings,
  collectionCard: englishCollectionCardStrings,
  copyLinkButton: englishCopyLinkButtonStrings,
  masonry: englishMasonryStrings,
  photoViewer: englishPhotoViewerStrings,
  qrCode: englishQRCodeStrings,
  searchBar: englishSearchBarStrings,
  siteCard: englishSiteCardStrings,
  spaceCard: englishSpaceCardStrings,
  uploadDropzone: englishUploadDropzoneStrings,
};

describe('swahiliStrings', () => {
  it('has every key of englishStrings at every depth, each translated', () => {
    expect(compare(englishStrings as unknown as Tree, swahiliStrings as unknown as Tree, '')).toEqual([]);
  });

  it.each(Object.keys(englishGroups))(
    'translates the English group %s where its component keeps it',
    (group) => {
      expect(group in swahiliStrings).toBe(true);
      const swahiliGroup = (swahiliStrings as unknown as Tree)[group];
      expect(compare({ [group]: englishGroups[group] }, { [group]: swahiliGroup }, '')).toEqual([]);
    },
  );

  it('keeps only the currency and the title-casing setting as in English', () => {
    expect(swahiliStrings.currency).toEqual({ code: 'KES', label: 'Ksh' });
    expect(swahiliStrings.formats).toEqual({ dates: 'sw-KE', numbers: 'sw-KE' });
    expect(swahiliStrings.display.titleCase).toBe(true);
  });

  it('counts with the Kiswahili plural (one/other), the noun or its agreement changing', () => {
    expect(swahiliStrings.salesTable.count(1)).toBe('agizo 1');
    expect(swahiliStrings.salesTable.count(3)).toBe('maagizo 3');
    expect(swahiliStrings.salesTable.count(0)).toBe('maagizo 0');
    expect(swahiliStrings.cart.count(1)).toBe('picha 1');
    expect(swahiliStrings.cart.count(2)).toBe('picha 2');
    expect(swahiliStrings.collectionCard.spaceCount(0)).toBe('Hakuna albamu');
    expect(swahiliStrings.collectionCard.spaceCount(1)).toBe('albamu 1');
    expect(swahiliStrings.collectionCard.spaceCount(3)).toBe('albamu 3');
  });

  it('moves the values where Kiswahili wants them', () => {
    expect(swahiliStrings.photoViewer.counter(3, 12)).toBe('3 kati ya 12');
    expect(swahiliStrings.profileAvatar.named('Amina Otieno')).toBe('Picha ya wasifu ya Amina Otieno');
    expect(swahiliStrings.checkoutForm.pay('Ksh 1,300')).toBe('Lipa Ksh 1,300');
    expect(swahiliStrings.footer.copyright(2026)).toBe('© 2026 Lense. Haki zote zimehifadhiwa.');
  });
});
