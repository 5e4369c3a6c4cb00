import { buildSpaceSale } from '@lense/api-client/mocks';
import { salesTotals } from './salesTotals';

describe('salesTotals', () => {
  it('adds up paid orders and refunded ones apart, leaving out orders never paid', () => {
    const totals = salesTotals([
      buildSpaceSale({ id: 'a', status: 'paid', amount: 1000, photos: 2 }),
      buildSpaceSale({ id: 'b', status: 'paid', amount: 250, photos: 1 }),
      buildSpaceSale({ id: 'c', status: 'refunded', amount: 500, photos: 1 }),
      buildSpaceSale({ id: 'd', status: 'pending', amount: 700 }),
      buildSpaceSale({ id: 'e', status: 'cancelled', amount: 900 }),
    ]);
    expect(totals).toEqual({
      paid: { orders: 2, amount: 1250, photos: 3 },
      refunded: { orders: 1, amount: 500 },
    });
  });

  it('is all zeros without orders', () => {
    expect(salesTotals([])).toEqual({
      paid: { orders: 0, amount: 0, photos: 0 },
      refunded: { orders: 0, amount: 0 },
    });
  });
});
