import { checkoutErrors, lenseMocks } from '@lense/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { checkoutStore } from '../../lib/checkoutStore';
import { renderWithApp } from '../../testing/renderApp';
import { SPACE_ID, spaceHandler } from '../../testing/spaces';
import { CheckoutPage } from './CheckoutPage';

afterEach(() => {
  checkoutStore().clearCart(SPACE_ID);
});

/** Pays a one-photo cart while the API refuses another prompt to the number (429). */
async function payRefused(locale: DisplayLocale, phoneLabel: string) {
  checkoutStore().addToCart(SPACE_ID, { photoId: 'photo-priced', price: '500.00', thumbUrl: null });
  const app = renderWithApp(
    <Routes>
      <Route path={paths.space.checkout.path} element={<CheckoutPage />} />
    </Routes>,
    {
      path: paths.space.checkout(SPACE_ID),
      locale,
      handlers: [
        spaceHandler({ owner: false, user_id: 'organiser' }),
        lenseMocks.createOrder({ variant: 'error', error: checkoutErrors.tooManyPrompts }),
      ],
    },
  );
  await userEvent.type(await screen.findByRole('textbox', { name: phoneLabel }), '0712345678');
  await userEvent.click(screen.getByRole('button', { name: /Ksh 500$/ }));
  return app;
}

describe('too many prompts to the number (429)', () => {
  it('says so under the form and keeps the cart, the number and the page', async () => {
    const app = await payRefused('en', 'M-Pesa phone number');
    expect(
      await screen.findByText('Too many payment prompts to this phone number: try again in a few minutes'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'M-Pesa phone number' })).toHaveValue('0712345678');
    expect(checkoutStore().cart(SPACE_ID)).toHaveLength(1);
    expect(app.location()).toBe(paths.space.checkout(SPACE_ID));
  });

  it('says so in Kiswahili to a Kiswahili reader', async () => {
    await loadCatalogues('sw');
    await payRefused('sw', 'Nambari ya simu ya M-Pesa');
    expect(
      await screen.findByText(
        'Maombi mengi mno ya malipo yametumwa kwa nambari hii ya simu: jaribu tena baada ya dakika chache',
      ),
    ).toBeInTheDocument();
  });
});
